import AlmanacCore
import Testing

/// The orders the galaxy store contract cannot reach with the fixture: names that fold alike,
/// names whose accents or case would sort them elsewhere, paging past the end.
@Suite("galaxy listing order")
struct GalaxyListingTests {
    private func person(_ id: Int, _ name: String, height: String = "unknown") -> GalaxyRecord {
        GalaxyRecord(reference: GalaxyReference(.people, id), name: name, values: ["height": height], links: [:])
    }

    private func ids(_ listing: GalaxyListing, _ query: GalaxyQuery) -> [Int] {
        listing.page(query).items.map(\.reference.id)
    }

    @Test("resources order as the tabs, hash apart and title their names")
    func resources() {
        let tabs = GalaxyResource.allCases
        #expect(tabs.reversed().sorted() == tabs)
        #expect(Set(tabs).count == tabs.count)
        #expect(Set(tabs.map(\.hashValue)).count == tabs.count)
        #expect(tabs.map(\.title) == tabs.map { $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() })
        #expect(GalaxyResource.films.sorts.map(\.name) == ["name", "released", "episode"])
    }

    @Test("names compare folded, byte by byte; names that fold alike stay by id in either direction")
    func nameOrder() {
        let listing = GalaxyListing([
            person(7, "zed"), person(5, "Padmé"), person(3, "padme"), person(9, "Éclair"), person(1, "Ackbar"),
        ])
        #expect(ids(listing, GalaxyQuery(resource: .people)) == [1, 9, 3, 5, 7])
        #expect(ids(listing, GalaxyQuery(resource: .people, order: .descending)) == [7, 3, 5, 9, 1])
        #expect(ids(listing, GalaxyQuery(resource: .people, search: "PADMÉ")) == [3, 5])
    }

    @Test("a numeric sort keeps unknown values last either way, equal values by name")
    func numericOrder() throws {
        let height = try #require(GalaxyResource.people.sorts.first { $0.name == "height" })
        let listing = GalaxyListing([
            person(1, "b", height: "180"), person(2, "a", height: "180"), person(3, "c", height: "n/a"), person(4, "d", height: "90"),
        ])
        #expect(ids(listing, GalaxyQuery(resource: .people, sort: height)) == [4, 2, 1, 3])
        #expect(ids(listing, GalaxyQuery(resource: .people, sort: height, order: .descending)) == [2, 1, 4, 3])
    }

    @Test("a page past the end is empty and still counts every match; other resources are absent")
    func paging() throws {
        let listing = GalaxyListing((1...12).map { person($0, "p\($0)") })
        let beyond = listing.page(GalaxyQuery(resource: .people, page: try PageRequest(page: 3, limit: 10)))
        #expect(beyond.items.isEmpty && beyond.total == 12)
        #expect(listing.page(GalaxyQuery(resource: .planets)).total == 0)
        #expect(listing.counts[.people] == 12 && listing.counts[.films] == 0)
    }
}
