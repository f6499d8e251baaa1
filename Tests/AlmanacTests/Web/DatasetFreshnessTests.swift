import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacWeb

@Suite("Dataset freshness as pages state it")
struct DatasetFreshnessTests {
    @Test("a refresh this process committed shows at once; another process's within the copy's lifetime")
    func ownWritesAtOnce() async throws {
        let path = try TestFixtures.temporaryDirectory().appendingPathComponent("store.sqlite").path
        let (here, elsewhere) = (try await AppDatabase.open(path: path), try await AppDatabase.open(path: path))
        // A copy that would otherwise live an hour.
        let freshness = DatasetFreshness(store: SQLDatasetStore(database: here), lifetime: .seconds(3600))
        #expect(try await freshness.of(.swapi) == nil)

        try await SQLGalaxyStore(database: here).replaceGalaxy(with: try await TestFixtures.galaxyDownload(), refreshedAt: TestFixtures.now)
        #expect(try await freshness.of(.swapi)?.refreshedAt == TestFixtures.now)

        let later = TestFixtures.now.addingTimeInterval(60)
        try await SQLGalaxyStore(database: elsewhere).replaceGalaxy(with: try await TestFixtures.galaxyDownload(), refreshedAt: later)
        #expect(try await freshness.of(.swapi)?.refreshedAt == TestFixtures.now, "another process's refresh waits for the copy to expire")
        #expect(try await freshness.current(.swapi)?.refreshedAt == later)
    }
}
