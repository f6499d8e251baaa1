import AlmanacCore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// Launch Library 2's launches beside the SpaceX API's, read as one timeline, in every store kind.
@Suite("Launch store contract: the launch timeline")
struct LaunchTimelineContract {
    private static let library = SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures)

    private func stores(_ kind: StoreKind) async throws -> (any LaunchStore, any DatasetStore) {
        let stores = try await kind.withSpaceX()
        try await SyncLaunchLibrary(source: Self.library, store: stores.launches, now: .fixed(TestFixtures.now))()
        return (stores.launches, stores.datasets)
    }

    @Test(
        "both sources in one list; the launch both know once, found by either id; a SpaceX refresh keeps Launch Library's",
        arguments: StoreKind.available)
    func timeline(kind: StoreKind) async throws {
        let (store, datasets) = try await stores(kind)
        let all = try await store.launches(matching: LaunchQuery(page: try PageRequest(limit: 100)), linkIDs: [:])
        // 6 SpaceX + 4 upcoming + 4 previous, "Crew Future" in both.
        #expect(all.total == 13)
        let crew = try #require(try await store.launch(id: "l5"))
        #expect(crew.provenance == .both && crew.outcome == .success && crew.launchLibrary?.id == "b0000000-0000-4000-8000-000000000001")
        #expect(try await store.launch(id: "b0000000-0000-4000-8000-000000000001")?.id == "l5")
        #expect(try await store.launchIDs().count == 13)
        // Linked to the catalogue: Falcon 9 is r9 in the fixture; Starship is not there.
        let failures = try await store.launches(matching: LaunchQuery(outcome: .failure, page: try PageRequest()), linkIDs: [.rocket: "r9"])
        #expect(failures.items.map(\.name).contains("Lost Satellite"))
        #expect(try await datasets.recordCounts(of: .launchLibrary).map(\.count) == [4, 4])

        try await store.replaceSpaceX(with: try await TestFixtures.download(), refreshedAt: TestFixtures.now)
        #expect(try await store.launches(matching: LaunchQuery(page: try PageRequest(limit: 100)), linkIDs: [:]).total == 13)
        let years = try await store.launchCountsByYear().map(\.year)
        #expect(years.contains(2024) && years.contains(2029) && !years.contains(2025))
    }

    @Test(
        "the SpaceX and Launch Library refreshes run together twenty times without a collision; the timeline stays whole",
        arguments: StoreKind.available)
    func concurrentRefreshes(kind: StoreKind) async throws {
        let (store, _) = try await stores(kind)
        let download = try await TestFixtures.download()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for round in 0..<20 {
                let at = TestFixtures.now.addingTimeInterval(Double(round))
                group.addTask { try await store.replaceSpaceX(with: download, refreshedAt: at) }
                group.addTask { try await SyncLaunchLibrary(source: Self.library, store: store, now: .fixed(at))() }
            }
            try await group.waitForAll()
        }
        #expect(try await store.launches(matching: LaunchQuery(page: try PageRequest(limit: 100)), linkIDs: [:]).total == 13)
    }

    @Test(
        "an export writes each list back in Launch Library's paged shape, and it imports again to the same launches",
        arguments: StoreKind.available)
    func roundTrip(kind: StoreKind) async throws {
        let (store, datasets) = try await stores(kind)
        let documents = try await datasets.documents(of: .launchLibrary)
        #expect(documents.map(\.path) == ["ll2/upcoming.json", "ll2/previous.json"])
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for document in documents {
            let file = folder.appendingPathComponent(document.path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try document.body.write(to: file)
        }
        let copy = try await kind.open().launches
        try await copy.replaceSpaceX(with: try await TestFixtures.download(), refreshedAt: TestFixtures.now)
        try await SyncLaunchLibrary(source: SnapshotLaunchLibrarySource(directory: folder), store: copy)()
        let query = LaunchQuery(page: try PageRequest(limit: 100))
        #expect(try await copy.launches(matching: query, linkIDs: [:]).items == store.launches(matching: query, linkIDs: [:]).items)
    }
}
