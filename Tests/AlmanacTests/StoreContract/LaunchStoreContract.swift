import AlmanacCore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// What every launch store does, run against each store kind.
@Suite("Launch store contract")
struct LaunchStoreContract {
    @Test(
        "SQL filters agree with the reference rules", arguments: StoreKind.available,
        [
            LaunchQuery(page: try! PageRequest(limit: 100)),
            LaunchQuery(period: .year(2020), page: try! PageRequest()),
            LaunchQuery(
                period: .months(from: YearMonth(year: 2006, month: 3), to: YearMonth(year: 2020, month: 7)), sort: .ascending,
                page: try! PageRequest()),
            LaunchQuery(period: .months(from: YearMonth(year: 2020, month: 8), to: nil), page: try! PageRequest()),
            LaunchQuery(outcome: .failure, page: try! PageRequest()),
            LaunchQuery(outcome: .unknown, page: try! PageRequest()),
            LaunchQuery(search: "ÉCRAN", page: try! PageRequest()),
            LaunchQuery(search: "sat", sort: .ascending, page: try! PageRequest(page: 2, limit: 1)),
            LaunchQuery(search: "%", page: try! PageRequest()),
        ])
    func agreesWithReference(kind: StoreKind, query: LaunchQuery) async throws {
        let reference = try await TestFixtures.inMemoryStore()
        let store = try await kind.withSpaceX().launches
        // No link filter, then every link filter with every id a launch links to, and one nobody does.
        let launches = try await TestFixtures.download().catalog.launches
        var filters: [[LaunchLink: String]] = [[:]]
        for link in LaunchLink.allCases {
            filters += Set(launches.flatMap(link.ids(of:))).sorted().map { [link: $0] } + [[link: "none"]]
        }
        let linked = LaunchLink.allCases.filter { link in launches.contains { !link.ids(of: $0).isEmpty } }
        #expect(Set(linked) == [.provider, .country, .rocket, .pad, .decade, .webcast], "the fixture links launches to records")
        for linkIDs in filters {
            let expected = try await reference.launches(matching: query, linkIDs: linkIDs)
            let actual = try await store.launches(matching: query, linkIDs: linkIDs)
            #expect(actual.items.map(\.id) == expected.items.map(\.id), "\(linkIDs)")
            #expect(actual.total == expected.total, "\(linkIDs)")
        }
    }

    @Test("what a store works out from whole tables is read again once another process refreshes them", arguments: StoreKind.available)
    func wholeTableValuesFollowOtherProcesses(kind: StoreKind) async throws {
        let (here, elsewhere) = try await kind.openTwice()
        let download = try await TestFixtures.download()
        // Read (and kept, where the engine keeps them) while the store is empty.
        #expect(try await here.launches.timeline().isEmpty)
        #expect(try await here.launches.rockets().isEmpty)
        #expect(try await here.launches.launchpads().isEmpty)
        #expect(try await here.launches.launchReferences().rockets.isEmpty)
        #expect(try await here.launches.launchCountsByYear().isEmpty)
        try await elsewhere.launches.replaceSpaceX(with: download, refreshedAt: TestFixtures.now)
        #expect(try await here.launches.timeline().count == download.catalog.launches.count)
        #expect(try await here.launches.rockets() == download.catalog.rockets)
        #expect(try await here.launches.launchpads() == download.catalog.launchpads)
        #expect(try await here.launches.launchReferences().launchpads == download.catalog.launchpads)
        #expect(try await here.launches.launchCountsByYear() == (try await TestFixtures.inMemoryStore().launchCountsByYear()))
    }

    @Test("entities come back exactly as stored", arguments: StoreKind.available)
    func roundTripsEntities(kind: StoreKind) async throws {
        let download = try await TestFixtures.download()
        let store = try await kind.withSpaceX().launches
        let launches = try await store.launches(matching: LaunchQuery(sort: .ascending, page: PageRequest(limit: 100)), linkIDs: [:]).items
        #expect(Set(launches) == Set(download.catalog.launches))
        #expect(try await store.rockets() == download.catalog.rockets)
        #expect(try await store.company() == download.catalog.company)
        #expect(try await store.launchpad(id: "p2") == download.catalog.launchpads[1])
        #expect(try await store.launchpads() == download.catalog.launchpads)
        #expect(try await store.launchCountsByYear() == (try await TestFixtures.inMemoryStore().launchCountsByYear()))
        #expect(try await store.imageHosts() == ["images.example.org"])
    }

    @Test("export then import reproduces the snapshot byte for byte", arguments: StoreKind.available)
    func exportImportRoundTrip(kind: StoreKind) async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stores = try await kind.withSpaceX()
        let written = try await ExportSnapshot(store: stores.datasets, writer: DirectorySnapshotWriter(directory: folder))(datasets: [.spacex])
        #expect(written == [.spacex: 6])
        for name in ["company", "launches", "rockets", "launchpads", "cores", "landpads"] {
            let path = "spacex/v4/\(name).json"
            let original = try Data(contentsOf: TestFixtures.directory.appendingPathComponent(path))
            #expect(try Data(contentsOf: folder.appendingPathComponent(path)) == original, "\(path)")
        }
        let again = try await kind.open().launches
        try await SyncSpaceX(source: SnapshotLaunchSource(directory: folder), store: again)()
        #expect(try await again.launches(matching: LaunchQuery(page: PageRequest()), linkIDs: [:]).total == 6)
    }

    @Test("importing a broken snapshot leaves the stored data untouched", arguments: StoreKind.available)
    func brokenImportKeepsData(kind: StoreKind) async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("spacex/v4"), withIntermediateDirectories: true)
        for name in ["company", "rockets", "launchpads"] {
            try FileManager.default.copyItem(
                at: TestFixtures.directory.appendingPathComponent("spacex/v4/\(name).json"),
                to: folder.appendingPathComponent("spacex/v4/\(name).json")
            )
        }
        try Data("{\"not\": \"an array\"}".utf8).write(to: folder.appendingPathComponent("spacex/v4/launches.json"))
        let stores = try await kind.withSpaceX()
        let store = stores.launches
        await #expect(throws: UpstreamFailure.self) {
            try await SyncSpaceX(source: SnapshotLaunchSource(directory: folder), store: store)()
        }
        #expect(try await store.launches(matching: LaunchQuery(page: PageRequest()), linkIDs: [:]).total == 6)
        #expect(try await stores.datasets.documents(of: .spacex).count == 6)
    }
}
