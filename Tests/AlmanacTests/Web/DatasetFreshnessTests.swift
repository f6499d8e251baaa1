import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Synchronization
import Testing

@testable import AlmanacWeb

@Suite("Dataset freshness as pages state it")
struct DatasetFreshnessTests {
    @Test("a refresh by this process or another sharing the file shows in the next answer; the table is read only when the file changed")
    func freshnessFollowsTheStore() async throws {
        let path = try TestFixtures.temporaryDirectory().appendingPathComponent("store.sqlite").path
        let (here, elsewhere) = (try await AppDatabase.open(path: path), try await AppDatabase.open(path: path))
        let datasets = CountingDatasetStore(SQLDatasetStore(database: here))
        let versions = DataVersions(changes: here, datasets: datasets, profiles: Profiles(store: SQLProfileStore(database: here)))
        let freshness = DatasetFreshness(store: datasets, versions: versions)
        #expect(try await freshness.of(.swapi) == nil)
        let reads = datasets.reads
        #expect(try await freshness.of(.swapi) == nil)
        #expect(datasets.reads == reads, "nothing committed: the kept table answers")

        try await SQLGalaxyStore(database: here).replaceGalaxy(with: try await TestFixtures.galaxyDownload(), refreshedAt: TestFixtures.now)
        #expect(try await freshness.of(.swapi)?.refreshedAt == TestFixtures.now)

        let later = TestFixtures.now.addingTimeInterval(60)
        try await SQLGalaxyStore(database: elsewhere).replaceGalaxy(with: try await TestFixtures.galaxyDownload(), refreshedAt: later)
        #expect(try await freshness.of(.swapi)?.refreshedAt == later, "another process's refresh is seen at once")
    }
}

/// A dataset store that counts how often freshness is read.
private final class CountingDatasetStore: DatasetStore, Sendable {
    private let store: any DatasetStore
    private let count = Mutex(0)

    init(_ store: any DatasetStore) { self.store = store }

    var reads: Int { count.withLock { $0 } }

    func freshness(of dataset: DatasetID) async throws -> Freshness? {
        count.withLock { $0 += 1 }
        return try await store.freshness(of: dataset)
    }

    func documents(of dataset: DatasetID) async throws -> [SnapshotDocument] { try await store.documents(of: dataset) }
    func recordCounts(of dataset: DatasetID) async throws -> [RecordCount] { try await store.recordCounts(of: dataset) }
    func lastFailure(of dataset: DatasetID) async throws -> RefreshFailure? { try await store.lastFailure(of: dataset) }
    func restoreFreshness(_ freshness: Freshness) async throws { try await store.restoreFreshness(freshness) }
}
