import AlmanacCore
import Foundation
import Testing

@testable import AlmanacUpstream

/// Each record of a list is read from its own bytes, kept as sent: the slicer must find every
/// element whatever its strings and nesting hold, and give up on what is not the shape asked for.
@Suite("A list's records, each from its own bytes")
struct JSONArrayElementsTests {
    private func elements(_ json: String, key: String = "results") -> [String]? {
        let body = Data(json.utf8)
        return JSONArrayElements.ranges(of: key, in: body)?.map { String(decoding: body[$0], as: UTF8.self) }
    }

    @Test("strings with quotes, brackets and commas, nested arrays, other members before and after, any spacing")
    func tricky() {
        let json = #"""
            { "count" : 3, "next": "a\"],{", "nested": {"results": [9]},
              "results" : [ {"name": "x\\\"}],[", "a": [1, [2, 3]]} ,"text, with comma",
            [ {} ], 12.5e3, null ], "after": true }
            """#
        #expect(
            elements(json) == [
                #"{"name": "x\\\"}],[", "a": [1, [2, 3]]}"#, #""text, with comma""#, "[ {} ]", "12.5e3", "null",
            ])
        #expect(elements(#"{"results":[]}"#) == [])
        #expect(elements(#"{"count":1}"#) == nil)
        #expect(elements(#"{"results":{"a":1}}"#) == nil)
        #expect(elements(#"[{"results":[1]}]"#) == nil)
    }

    @Test("a page whose records are kept byte for byte as the upstream sent them")
    func keptAsSent() throws {
        let record = #"{"id":"u1", "name":"F9 | One",   "net":"2027-01-01T00:00:00Z"}"#
        let page = try LaunchLibraryPage.decode(Data(#"{"count":1,"next":null,"results":[\#(record)]}"#.utf8), list: .upcoming, location: "test")
        #expect(page.entries.map { String(decoding: $0.body, as: UTF8.self) } == [record])
    }
}
