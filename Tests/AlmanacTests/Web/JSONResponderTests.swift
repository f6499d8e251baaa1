import Foundation
import NIOCore
import Testing

@testable import AlmanacWeb

@Suite("JSON envelopes")
struct JSONResponderTests {
    private struct Row: Encodable {
        let name: String
        let url: String?
        let sizes: [Int]
    }

    private struct Meta: Encodable {
        let total: Int
        let source: String
    }

    private func text(_ body: EncodedBody) -> String { String(buffer: body.bytes) }

    @Test("rows kept encoded join into the very bytes (and ETag) the whole list encodes to")
    func keptRowsJoinAsEncoded() throws {
        let rows = [
            Row(name: #"Luke "Red Five" Skywalker"#, url: "https://example.com/a/b?c=d&e=<f>", sizes: [1, 2]),
            Row(name: "Pad\u{e9} Amidala \u{1F680}\n", url: nil, sizes: []),
        ]
        let meta = Meta(total: 2, source: "swapi/people")
        let whole = try JSONResponder.encode(rows, meta: meta)
        let joined = try JSONResponder.encode(rows: try rows.map(JSONResponder.row), meta: meta)
        #expect(text(joined) == text(whole))
        #expect(joined.etag == whole.etag)
        #expect(text(joined).hasPrefix(#"{"data":[{"name":"Luke \"Red Five\" Skywalker","sizes":[1,2],"url":"https://example.com/a"#))
        let empty = try JSONResponder.encode(rows: [], meta: meta)
        #expect(text(empty) == text(try JSONResponder.encode([Row](), meta: meta)))
        #expect(text(empty) == #"{"data":[],"meta":{"source":"swapi/people","total":2}}"#)
    }
}
