import AlmanacCore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// What every agencies store does, on each store kind, over the hand-written fixture.
@Suite("Agency store contract")
struct AgencyStoreContract {
    private func stores(_ kind: StoreKind) async throws -> Stores {
        let stores = try await kind.open()
        try await SyncAgencies(
            source: SnapshotAgencySource(directory: TestFixtures.directory.appendingPathComponent("agencies")), store: stores.agencies,
            now: .fixed(TestFixtures.now), checksAgainstStored: false)()
        return stores
    }

    @Test("an import keeps every readable agency by name, its refresh and its file byte for byte", arguments: StoreKind.available)
    func importedWhole(kind: StoreKind) async throws {
        let stores = try await stores(kind)
        #expect(
            try await stores.agencies.agencies().map(\.name) == [
                "European Space Agency", "National Aeronautics and Space Administration", "Rocket Lab", "SpaceX",
            ])
        let spacex = try #require(try await stores.agencies.agency(id: 121))
        #expect(spacex.launchers == ["Falcon 9", "Falcon Heavy", "Starship"])
        #expect(spacex.landings.successful == 420 && spacex.launches.pending == 60)
        #expect(try await stores.agencies.agency(id: 9) == nil)
        #expect(try await stores.datasets.freshness(of: .agencies)?.refreshedAt == TestFixtures.now)
        let documents = try await stores.datasets.documents(of: .agencies)
        let file = try Data(contentsOf: TestFixtures.directory.appendingPathComponent("agencies/ll2/agencies.json"))
        #expect(documents.map(\.path) == ["ll2/agencies.json"] && documents.first?.body == file)
        #expect(try await stores.datasets.recordCounts(of: .agencies).map(\.count) == [4])
    }

    @Test("the one search box finds an agency by its name or abbreviation", arguments: StoreKind.available)
    func searchable(kind: StoreKind) async throws {
        let stores = try await stores(kind)
        for (typed, key) in [("rocket lab", "147"), ("nasa", "44"), ("european", "27")] {
            let found = try await stores.search.searchEntries(matching: try SearchText(parsing: typed), limit: 10)
            #expect(found.contains { $0.kind == .agency && $0.key == key }, "\(typed): \(found.map(\.title))")
        }
    }

    @Test("a refresh that repeats an id or halves the agencies is refused and the stored ones stay", arguments: StoreKind.available)
    func oddRefreshRefused(kind: StoreKind) async throws {
        let stores = try await stores(kind)
        let stored = try await stores.agencies.agencies()
        let one = try #require(stored.first)
        for agencies in [stored + [one], [one]] {
            let source = FixedAgencies(download: AgencyDownload(agencies: agencies, documents: [], origin: .upstream("http://x"), requestCount: 1))
            await #expect(throws: UpstreamFailure.self) { try await SyncAgencies(source: source, store: stores.agencies)() }
        }
        #expect(try await stores.agencies.agencies() == stored)
    }
}

/// A source that answers one download, for the sync's own rules.
struct FixedAgencies: AgencySource {
    let download: AgencyDownload
    func fetchAgencies() async throws -> AgencyDownload { download }
}
