import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

/// What every galaxy store does, run against each store kind.
@Suite("Galaxy store contract")
struct GalaxyStoreContract {
    private func names(_ query: GalaxyQuery, _ kind: StoreKind) async throws -> [String] {
        try await BrowseGalaxy(store: try await kind.withGalaxy().galaxy)(query).items.map(\.record.name)
    }

    @Test("search ignores case and accents, matching anywhere in the name", arguments: StoreKind.available)
    func search(kind: StoreKind) async throws {
        #expect(try await names(GalaxyQuery(resource: .people, search: "SKY"), kind) == ["Anakin Skywalker", "Luke Skywalker"])
        #expect(try await names(GalaxyQuery(resource: .people, search: "padme"), kind) == ["Padmé Amidala"])
        #expect(try await names(GalaxyQuery(resource: .films, search: "hope"), kind) == ["A New Hope"])
        #expect(try await names(GalaxyQuery(resource: .people, search: "nobody"), kind) == [])
    }

    @Test("numeric sorts put unknown values last in both directions", arguments: StoreKind.available)
    func numericSort(kind: StoreKind) async throws {
        let height = try #require(GalaxyResource.people.sorts.first { $0.name == "height" })
        #expect(
            try await names(GalaxyQuery(resource: .people, sort: height), kind) == [
                "Leia Organa", "Luke Skywalker", "Jabba Desilijic Tiure", "Padmé Amidala", "Anakin Skywalker", "Arvel Crynyd",
            ])
        #expect(try await names(GalaxyQuery(resource: .people, sort: height, order: .descending), kind).last == "Arvel Crynyd")
        let mass = try #require(GalaxyResource.people.sorts.first { $0.name == "mass" })
        #expect(try await names(GalaxyQuery(resource: .people, sort: mass, order: .descending), kind).first == "Jabba Desilijic Tiure")
        let released = try #require(GalaxyResource.films.sorts.first { $0.name == "released" })
        #expect(try await names(GalaxyQuery(resource: .films, sort: released, order: .descending), kind) == ["The Phantom Menace", "A New Hope"])
    }

    @Test("pages hold the true total; a page past the end is empty", arguments: StoreKind.available)
    func paging(kind: StoreKind) async throws {
        let store = try await kind.withGalaxy().galaxy
        let second = try await store.records(matching: GalaxyQuery(resource: .people, page: try PageRequest(page: 2, limit: 4)))
        #expect(second.items.map(\.name) == ["Luke Skywalker", "Padmé Amidala"])
        #expect(second.total == 6)
        #expect(!second.hasNextPage)
        let beyond = try await store.records(matching: GalaxyQuery(resource: .people, page: try PageRequest(page: 9, limit: 4)))
        #expect(beyond.items.isEmpty && beyond.total == 6)
    }

    @Test("names of linked records come back in one read; missing ones are absent", arguments: StoreKind.available)
    func linkNames(kind: StoreKind) async throws {
        let store = try await kind.withGalaxy().galaxy
        let names = try await store.names(of: [GalaxyReference(.planets, 1), GalaxyReference(.species, 5), GalaxyReference(.people, 17)])
        #expect(names == [GalaxyReference(.planets, 1): "Tatooine", GalaxyReference(.species, 5): "Hutt"])
        #expect(try await store.counts() == [.people: 6, .planets: 6, .vehicles: 2, .films: 2, .species: 2, .starships: 2])
    }

    @Test("whole records in one read: every record of a resource by id, and any set across resources", arguments: StoreKind.available)
    func batchReads(kind: StoreKind) async throws {
        let store = try await kind.withGalaxy().galaxy
        let people = try await store.records(of: .people)
        #expect(people.map(\.reference.id) == [1, 5, 11, 16, 28, 35])
        #expect(people.first?.values["created"] == "2014-12-09T13:50:51.644000Z")
        let wanted: Set = [GalaxyReference(.people, 5), GalaxyReference(.planets, 1), GalaxyReference(.films, 4), GalaxyReference(.people, 17)]
        let found = try await store.records(wanted)
        #expect(Set(found.map(\.reference)) == wanted.subtracting([GalaxyReference(.people, 17)]))
        #expect(found.first { $0.reference == GalaxyReference(.planets, 1) }?.name == "Tatooine")
        #expect(try await store.records([]).isEmpty)
    }

    @Test("a refused download leaves the stored dataset as it was", arguments: StoreKind.available)
    func refusedDownloadKeepsData(kind: StoreKind) async throws {
        let store = try await kind.withGalaxy().galaxy
        let good = try await TestFixtures.galaxyDownload()
        var records = good.records
        records[.films] = []
        let broken = GalaxyDownload(records: records, documents: good.documents, origin: .upstream("http://broken"))
        await #expect(throws: UpstreamFailure.invalid(dataset: .swapi, reason: "the films list is empty")) {
            try await SyncGalaxy(source: FixedGalaxySource(download: broken), store: store)()
        }
        #expect(try await store.counts()[.films] == 2)
    }

    @Test("sync reports the dangling links and replaces everything in one go", arguments: StoreKind.available)
    func syncSummary(kind: StoreKind) async throws {
        let store = try await kind.open().galaxy
        let summary = try await SyncGalaxy(source: FixedGalaxySource(download: try await TestFixtures.galaxyDownload()), store: store)()
        #expect(summary.danglingLinks == [GalaxyReference(.people, 17)])
        #expect(summary.countsText == "6 people, 6 planets, 2 vehicles, 2 films, 2 species, 2 starships")
        #expect(try await store.record(GalaxyReference(.people, 16))?.values["mass"] == "1,358")
    }

    @Test(
        "recently viewed records: newest first, a record viewed again moves up, at most six, untouched by a refresh, gone records left out",
        arguments: StoreKind.available)
    func recentlyViewed(kind: StoreKind) async throws {
        let store = try await kind.open().galaxy
        let download = try await TestFixtures.galaxyDownload()
        try await store.replaceGalaxy(with: download, refreshedAt: Date(timeIntervalSince1970: 0))
        let viewed = RecentlyViewedRecords(store: store, now: .fixed(Date(timeIntervalSince1970: 100)))
        let opened =
            [GalaxyReference(.people, 1), GalaxyReference(.planets, 1), GalaxyReference(.people, 1)]
            + [5, 11, 16, 28, 35].map { GalaxyReference(.people, $0) }
        for reference in opened { try await viewed.note(reference) }
        // Every note has the same time: the order of noting decides; people/1 moved above planets/1,
        // which, seventh, fell off.
        #expect(try await store.recentlyViewed() == [35, 28, 16, 11, 5, 1].map { GalaxyReference(.people, $0) })
        #expect(try await viewed().map(\.name).first == "Padmé Amidala")

        try await store.replaceGalaxy(with: download, refreshedAt: Date(timeIntervalSince1970: 200))
        #expect(try await store.recentlyViewed().count == RecentlyViewedRecords.limit)
        try await store.noteViewed(GalaxyReference(.people, 999), at: Date(timeIntervalSince1970: 300))
        let named = try await viewed()
        #expect(named.count == RecentlyViewedRecords.limit - 1 && !named.contains { $0.reference.id == 999 })
    }
}

/// A source that hands over a prepared download.
struct FixedGalaxySource: GalaxySource {
    let download: GalaxyDownload
    func fetchGalaxy() async throws -> GalaxyDownload { download }
}
