import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// Shared test inputs: the hand-written fixture directory, a fixed clock, loaded stores.
enum TestFixtures {
    /// `Fixtures/`, laid out like a snapshot directory.
    static var directory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
    }

    /// 2026-11-21 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_262_400)

    static let utc = TimeZone(identifier: "UTC")!

    /// The fixture catalogue as the snapshot reader decodes it.
    static func download() async throws -> SpaceXDownload {
        try await SnapshotLaunchSource(directory: directory).fetchCatalog()
    }

    /// The SWAPI fixture (`Fixtures/swapi`) as the snapshot reader decodes it.
    static func galaxyDownload() async throws -> GalaxyDownload {
        try await SnapshotGalaxySource(directory: directory).fetchGalaxy()
    }

    /// A SQLite store in memory holding the SWAPI fixture.
    static func galaxyStore() async throws -> SQLiteGalaxyStore {
        let store = SQLiteGalaxyStore(database: try AppDatabase.inMemory())
        try await store.replaceGalaxy(with: try await galaxyDownload(), refreshedAt: now)
        return store
    }

    static func inMemoryStore() async throws -> InMemoryLaunchStore {
        let store = InMemoryLaunchStore()
        try await store.replaceSpaceX(with: try await download(), refreshedAt: now)
        return store
    }

    static func sqliteStore() async throws -> (AppDatabase, SQLiteLaunchStore) {
        let database = try AppDatabase.inMemory()
        let store = SQLiteLaunchStore(database: database)
        try await store.replaceSpaceX(with: try await download(), refreshedAt: now)
        return (database, store)
    }

    /// A fresh temporary folder, removed by the caller's `defer`.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The snapshot directory named by `ALMANAC_SNAPSHOT`, when set.
    static var fullSnapshot: URL? {
        ProcessInfo.processInfo.environment["ALMANAC_SNAPSHOT"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    }
}
