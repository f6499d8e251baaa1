import AlmanacReplay
import Foundation
import Testing

/// Launch Library's paging read as its server (Django REST framework) reads `limit` and `offset`.
@Suite("Launch Library's paging: limit and offset as its server reads them")
struct LaunchLibraryPagingTests {
    private let entries = (1...25).map {
        LaunchLibraryPaging.Entry(id: String($0), providerID: nil, lastUpdated: nil, net: nil, name: "Launch \($0)")
    }

    private func page(_ query: [String: String]) throws -> LaunchLibraryPaging.Page {
        try LaunchLibraryPaging.page(entries, query: query, address: "http://mirror/launch/").get()
    }

    @Test("an offset past the end, of any length, is an empty page; a negative or unreadable one is the start")
    func offsets() throws {
        #expect(try page(["offset": "30"]).ids.isEmpty)
        let huge = try page(["offset": "99999999999999999999"])
        #expect(huge.ids.isEmpty && huge.count == 25 && huge.next == nil)
        #expect(try page(["offset": "-5"]).ids.first == "1")
        #expect(try page(["offset": "many"]).ids.first == "1")
        #expect(try page(["offset": "1e308"]).ids.first == "1")
        #expect(try page(["offset": "20"]).ids == ["21", "22", "23", "24", "25"])
    }

    @Test("a limit that is not a positive integer is the default of ten; a larger one than 100 is 100")
    func limits() throws {
        let many = (1...250).map { LaunchLibraryPaging.Entry(id: String($0), providerID: nil, lastUpdated: nil, net: nil, name: "") }
        func count(_ limit: String) throws -> Int {
            try LaunchLibraryPaging.page(many, query: ["limit": limit], address: "http://mirror/launch/").get().ids.count
        }
        #expect(try count("0") == 10)
        #expect(try count("-1") == 10)
        #expect(try count("1e308") == 10)
        #expect(try count("3") == 3)
        #expect(try count("99999999999999999999") == 100)
        #expect(try count("-99999999999999999999") == 10)
    }
}
