import AlmanacCore
import AlmanacTestSupport
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Testing

@testable import AlmanacStore

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
        // WAL's advised durability: a commit waits for no fsync (1 is NORMAL, 2 SQLite's FULL).
        #expect(try await reopened.write([]) { session in try await session.value("PRAGMA synchronous", as: Int.self) } == 1)
        try await reopened.checkMigrated()
        #expect(try await reopened.integrityCheck() == "ok")
        #expect(try await SQLLaunchStore(database: reopened).rockets().count == 2)
        #expect(try await SQLDatasetStore(database: reopened).freshness(of: .spacex)?.origin.kind == .snapshot)
    }

    @Test("a profile's stamp moves with every commit, by this process or another, and with nothing else")
    func changeStamp() async throws {
        let path = try TestFixtures.temporaryDirectory().appendingPathComponent("store.sqlite").path
        let (here, elsewhere) = (try await AppDatabase.open(path: path), try await AppDatabase.open(path: path))
        let profiles = (here: SQLProfileStore(database: here), elsewhere: SQLProfileStore(database: elsewhere))
        let first = try #require(try await here.stamp(of: .profile(.local)))
        _ = try await profiles.here.record(.local)
        #expect(try await here.stamp(of: .profile(.local)) == first, "a read commits nothing")
        var seen: Set<ChangeStamp> = [first]
        for (index, store) in [profiles.here, profiles.elsewhere, profiles.elsewhere, profiles.here].enumerated() {
            try await store.touch(.local, at: TestFixtures.now.addingTimeInterval(Double(index)))
            let stamp = try #require(try await here.stamp(of: .profile(.local)))
            #expect(seen.insert(stamp).inserted, "commit \(index) moved it")
            #expect(try await elsewhere.stamp(of: .profile(.local)) != nil)
        }
    }

    @Test("a commit that changes any one word of the wal-index header changes its stamp")
    func headerWordsEachCount() {
        let header: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0x3007_CBD9, 17, 0x1000_0001, 4096, 0xDEAD_BEEF, 42)
        let stamp = WALIndexHeader.mixed(header)
        for word in 0..<6 {
            for value: UInt64 in [0, 1, 43, 1 << 63, .max] {
                var changed = header
                withUnsafeMutableBytes(of: &changed) { $0.storeBytes(of: value, toByteOffset: word * 8, as: UInt64.self) }
                let moved =
                    withUnsafeBytes(of: changed) { $0.load(fromByteOffset: word * 8, as: UInt64.self) }
                    != withUnsafeBytes(of: header) { $0.load(fromByteOffset: word * 8, as: UInt64.self) }
                #expect((WALIndexHeader.mixed(changed) != stamp) == moved, "word \(word) set to \(value)")
            }
        }
    }

    @Test("a facts search, and the facts a random one is picked from, kept in memory by one server show what another saved at once")
    func keptSearchFollowsAnotherServer() async throws {
        let path = try TestFixtures.temporaryDirectory().appendingPathComponent("store.sqlite").path
        let (hereDatabase, elsewhere) = (try await AppDatabase.open(path: path), SQLFactStore(database: try await AppDatabase.open(path: path)))
        let here = KeptFactStore(SQLFactStore(database: hereDatabase), changes: hereDatabase)
        try await ImportFacts(store: here, now: .fixed(TestFixtures.now))(try TestFixtures.factSnapshot())
        let kick = try FactSearchTerm(parsing: "kick")
        let fetched = { (id: String) in FetchedFact(fact: try #require(try await here.fact(id: id)), body: Data("{}".utf8)) }
        try await here.saveSearch(kick, facts: [try await fetched("kickSeparation00000001")], origin: .upstream("http://x"), at: TestFixtures.now)
        for _ in 0..<2 { #expect(try await here.facts(forTerm: kick, safeMode: .on, page: .first).total == 1) }
        // Another server saves a new answer for the term, a second later.
        _ = try await elsewhere.saveSearch(
            kick, facts: [try await fetched("roundhouseTide00000002")], origin: .upstream("http://x"), at: TestFixtures.now.addingTimeInterval(1))
        #expect(try await here.facts(forTerm: kick, safeMode: .on, page: .first).total == 2)
        // The facts a random one is picked from, likewise.
        let stored = try await here.factCount(category: nil, safeMode: .on)
        for _ in 0..<2 { #expect(try await here.fact(at: stored, category: nil, safeMode: .on) == nil) }
        let new = Fact(id: "zzzNewFact000000000001", text: "A new fact.", categories: [], url: "https://api.chucknorris.io/jokes/zzz")
        try await elsewhere.save(
            [FetchedFact(fact: new, body: Data("{}".utf8))], origin: .upstream("http://x"), at: TestFixtures.now.addingTimeInterval(2))
        #expect(try await here.factCount(category: nil, safeMode: .on) == stored + 1)
        #expect(try await here.fact(at: stored, category: nil, safeMode: .on)?.id == new.id, "last by id")
    }
}
