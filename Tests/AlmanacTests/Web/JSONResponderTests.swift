import AlmanacCore
import AlmanacPresentation
import Foundation
import NIOCore
import Synchronization
import Testing

@testable import AlmanacWeb

@Suite("JSON envelopes")
struct JSONResponderTests {
    private struct Row: Encodable {
        let name: String
        let url: String?
        var sizes: [Int]
    }

    private struct Meta: Encodable {
        let total: Int
        let source: String
    }

    /// A row that counts how often it is encoded.
    private struct CountedRow: Hashable, Encodable, Sendable {
        static let encodings = Atomic<Int>(0)
        let name: String

        func encode(to encoder: any Encoder) throws {
            Self.encodings.add(1, ordering: .relaxed)
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }
    }

    private func text(_ body: EncodedBody) -> String { String(buffer: body.bytes) }

    @Test("rows kept encoded join into the very bytes the whole list encodes to")
    func keptRowsJoinAsEncoded() throws {
        let rows = [
            Row(name: #"Luke "Red Five" Skywalker"#, url: "https://example.com/a/b?c=d&e=<f>", sizes: [1, 2]),
            Row(name: "Pad\u{e9} Amidala \u{1F680}\n", url: nil, sizes: []),
        ]
        let meta = Meta(total: 2, source: "swapi/people")
        let whole = try JSONResponder.encode(rows, meta: meta)
        let joined = try JSONResponder.encode(data: EncodedJSON(array: try rows.map { try EncodedJSON(encoding: $0) }), meta: meta)
        #expect(text(joined) == text(whole))
        #expect(text(joined).hasPrefix(#"{"data":[{"name":"Luke \"Red Five\" Skywalker","sizes":[1,2],"url":"https://example.com/a"#))
        let empty = try JSONResponder.encode(data: EncodedJSON(array: []), meta: meta)
        #expect(text(empty) == text(try JSONResponder.encode([Row](), meta: meta)))
        #expect(text(empty) == #"{"data":[],"meta":{"source":"swapi/people","total":2}}"#)
    }

    @Test("a list's ETag is made of its rows' and meta's: the same rows give the same one, any change another")
    func listETag() throws {
        let rows = [Row(name: "Luke", url: nil, sizes: [1]), Row(name: "Leia", url: "https://example.com", sizes: [])]
        func etag(_ rows: [Row], _ meta: Meta = Meta(total: 2, source: "swapi/people")) throws -> String {
            try JSONResponder.encode(data: EncodedJSON(array: try rows.map { try EncodedJSON(encoding: $0) }), meta: meta).etag
        }
        #expect(try etag(rows) == etag(rows))
        #expect(try etag(rows).count == 18, "16 hexadecimal digits, quoted")
        var changed = rows
        changed[1].sizes = [2]
        #expect(try etag(changed) != etag(rows))
        #expect(try etag(rows.reversed()) != etag(rows))
        #expect(try etag(Array(rows.prefix(1))) != etag(rows))
        #expect(try etag(rows, Meta(total: 3, source: "swapi/people")) != etag(rows))
    }

    @Test("a kept encoding is found by the row itself: an equal row is not encoded again, a changed one is")
    func keptEncodings() throws {
        let kept = KeptEncodings<CountedRow>(limit: 8)
        let (luke, leia) = (CountedRow(name: "Luke"), CountedRow(name: "Leia"))
        let first = try kept.encoded([luke, leia])
        #expect(CountedRow.encodings.load(ordering: .relaxed) == 2)
        let again = try kept.encoded([leia, luke, CountedRow(name: "Luke")])
        #expect(CountedRow.encodings.load(ordering: .relaxed) == 2, "equal rows: their kept encodings")
        #expect(text(try JSONResponder.encode(data: EncodedJSON(array: again), meta: 0)) == #"{"data":["Leia","Luke","Luke"],"meta":0}"#)
        #expect(text(try JSONResponder.encode(data: EncodedJSON(array: first), meta: 0)) == #"{"data":["Luke","Leia"],"meta":0}"#)
        let renamed = try kept.encoded([CountedRow(name: "Luke Skywalker")])
        #expect(CountedRow.encodings.load(ordering: .relaxed) == 3)
        #expect(text(try JSONResponder.encode(data: EncodedJSON(array: renamed), meta: 0)) == #"{"data":["Luke Skywalker"],"meta":0}"#)
    }
}
