import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

@Suite("SQLite store")
struct SQLiteFileStoreTests {
    @Test("a file store uses WAL and keeps data across reopening")
    func fileStore() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("nested/almanac.sqlite").path
        do {
            let database = try await AppDatabase.open(path: path)
            try await SyncSpaceX(source: SnapshotLaunchSource(directory: TestFixtures.directory), store: SQLLaunchStore(database: database))()
        }
        let reopened = try await AppDatabase.open(path: path)
        #expect(try await reopened.journalMode() == "wal")
        try await reopened.checkMigrated()
        #expect(try await reopened.integrityCheck() == "ok")
        #expect(try await SQLLaunchStore(database: reopened).rockets().count == 2)
        #expect(try await SQLDatasetStore(database: reopened).freshness(of: .spacex)?.origin.kind == .snapshot)
    }
}
