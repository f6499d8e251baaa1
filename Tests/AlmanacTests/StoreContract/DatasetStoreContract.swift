import AlmanacCore
import AlmanacPostgres
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

/// What every store says about its datasets (freshness, failures, counts, documents) and itself.
@Suite("Dataset store contract")
struct DatasetStoreContract {
    @Test("freshness and the latest failure of each dataset; counts per kind of record; ready and sized", arguments: StoreKind.available)
    func freshnessAndFailures(kind: StoreKind) async throws {
        let stores = try await kind.withSpaceX()
        try await stores.datasets.checkReady()
        #expect(try await stores.datasets.sizeInBytes() > 0)
        #expect(try await stores.datasets.freshness(of: .swapi) == nil)
        let fresh = try #require(try await stores.datasets.freshness(of: .spacex))
        #expect(fresh.refreshedAt == TestFixtures.now && fresh.origin.kind == .snapshot && fresh.lastFailure == nil)

        let failure = RefreshFailure(reason: "upstream said 503", at: TestFixtures.now.addingTimeInterval(60))
        try await stores.datasets.recordFailure(of: .spacex, failure)
        #expect(try await stores.datasets.lastFailure(of: .spacex) == failure)
        #expect(try await stores.datasets.freshness(of: .spacex)?.lastFailure == failure)
        let later = RefreshFailure(reason: "timed out", at: TestFixtures.now.addingTimeInterval(120))
        try await stores.datasets.recordFailure(of: .spacex, later)
        #expect(try await stores.datasets.lastFailure(of: .spacex) == later, "only the latest failure is kept")

        // A store copy keeps the freshness as it was, its failure too.
        let copied = Freshness(
            dataset: .swapi, refreshedAt: TestFixtures.now.addingTimeInterval(-3600), origin: .upstream("https://swapi.dev/api"), lastFailure: failure
        )
        try await stores.datasets.restoreFreshness(copied)
        #expect(try await stores.datasets.freshness(of: .swapi) == copied)
        let healed = Freshness(dataset: .swapi, refreshedAt: TestFixtures.now, origin: .upstream("https://swapi.dev/api"))
        try await stores.datasets.restoreFreshness(healed)
        #expect(try await stores.datasets.freshness(of: .swapi) == healed, "a copied freshness without a failure clears the old one")

        #expect(try await stores.datasets.recordCounts(of: .spacex).map(\.count) == [6, 2, 2])
        #expect(try await stores.datasets.recordCounts(of: .swapi).allSatisfy { $0.count == 0 })
        // Every dataset's counts, by the names the status shows them under, in its order.
        var names: [DatasetID: [String]] = [:]
        for dataset in DatasetID.allCases { names[dataset] = try await stores.datasets.recordCounts(of: dataset).map(\.name) }
        #expect(
            names == [
                .spacex: ["launches", "rockets", "launchpads"], .launchLibrary: ["upcoming launches", "previous launches"],
                .swapi: GalaxyResource.allCases.map(\.rawValue), .facts: ["facts", "categories", "recent searches"],
                .weather: ["saved cities", "forecasts", "places"], .agencies: ["agencies"],
                .astronauts: ["astronauts", "space stations", "spacecraft"],
            ])
        #expect(
            try await stores.datasets.documents(of: .spacex).map(\.path) == [
                "spacex/v4/company.json", "spacex/v4/cores.json", "spacex/v4/landpads.json", "spacex/v4/launches.json",
                "spacex/v4/launchpads.json", "spacex/v4/rockets.json",
            ])
    }

    @Test("a replace by another process on the same store is read back at once: its refresh time is new", arguments: StoreKind.available)
    func replaceByAnotherProcess(kind: StoreKind) async throws {
        let (serving, syncing) = try await kind.openTwice()
        try await serving.galaxy.replaceGalaxy(with: try await TestFixtures.galaxyDownload(), refreshedAt: TestFixtures.now)
        let luke = GalaxyReference(.people, 1)
        #expect(try await serving.galaxy.record(luke)?.name == "Luke Skywalker")
        #expect(try await serving.galaxy.names(of: [luke]) == [luke: "Luke Skywalker"])

        let original = try await TestFixtures.galaxyDownload()
        var records = original.records
        records[.people] = records[.people]?.map { record in
            record.reference == luke ? GalaxyRecord(reference: luke, name: "Luke (renamed)", values: record.values, links: record.links) : record
        }
        let renamed = GalaxyDownload(records: records, documents: original.documents, origin: original.origin)
        try await syncing.galaxy.replaceGalaxy(with: renamed, refreshedAt: TestFixtures.now.addingTimeInterval(60))
        #expect(try await serving.galaxy.record(luke)?.name == "Luke (renamed)")
        #expect(try await serving.galaxy.names(of: [luke]) == [luke: "Luke (renamed)"])
        #expect(try await serving.datasets.freshness(of: .swapi)?.refreshedAt == TestFixtures.now.addingTimeInterval(60))
    }

    @Test(
        "a commit moves the stamps of what it changed, and no other: a refresh, a failed refresh, a profile's write, whichever process made it",
        .timeLimit(.minutes(3)), arguments: StoreKind.available)
    func changeStamps(kind: StoreKind) async throws {
        let (serving, other) = try await kind.openTwice()
        let (swapi, facts) = (ChangeTopic.dataset(.swapi), ChangeTopic.dataset(.facts))
        let start = try await Self.settled(serving.database, swapi)
        let factsBefore = try await Self.settled(serving.database, facts)
        try await serving.galaxy.replaceGalaxy(with: try await TestFixtures.galaxyDownload(), refreshedAt: TestFixtures.now)
        let refreshed = try #require(try await serving.database.stamp(of: swapi))
        #expect(refreshed != start, "this process's refresh is seen by its next request, before any notice")
        #expect(try await serving.database.stamp(of: facts) == factsBefore, "another dataset's version stays")

        let local = try await Self.settled(serving.database, .profile(.local))
        let stranger = try #require(ProfileID(token: String(repeating: "a", count: 32)))
        let unrelated = try await Self.settled(serving.database, .profile(stranger))
        try await serving.profiles.savePreferences(ProfilePreferences(units: .imperial), for: .local)
        #expect(try await serving.database.stamp(of: .profile(.local)) != local)
        #expect(try await serving.database.stamp(of: swapi) == refreshed, "a profile is not a dataset")
        if kind == .postgres {
            // The notices say which profile changed (SQLite's stamp is the file's, for any profile).
            #expect(try await serving.database.stamp(of: .profile(stranger)) == unrelated)
            // Once another instance's later write is heard, the echoes of this one's own commits
            // have come back too (notices arrive in commit order): they moved nothing again.
            try await other.profiles.startVisitor(stranger, at: TestFixtures.now)
            try await other.profiles.savePreferences(ProfilePreferences(units: .imperial), for: stranger)
            _ = try await Self.moved(serving.database, .profile(stranger), from: unrelated)
            #expect(try await serving.database.stamp(of: swapi) == refreshed, "one commit moves a stamp once")
        }

        // Another process's refresh, then its failed one.
        let beforeOther = try #require(try await serving.database.stamp(of: swapi))
        try await other.galaxy.replaceGalaxy(with: try await TestFixtures.galaxyDownload(), refreshedAt: TestFixtures.now.addingTimeInterval(60))
        let afterOther = try await Self.moved(serving.database, swapi, from: beforeOther)
        try await other.datasets.recordFailure(of: .swapi, RefreshFailure(reason: "timed out", at: TestFixtures.now.addingTimeInterval(120)))
        _ = try await Self.moved(serving.database, swapi, from: afterOther)
        #expect(try await serving.datasets.lastFailure(of: .swapi)?.reason == "timed out")
        #expect(try await serving.database.stamp(of: facts) == factsBefore)
    }

    /// The topic's stamp, once the database can tell one (PostgreSQL's listener connects on the first ask).
    private static func settled(_ database: any SQLDatabase, _ topic: ChangeTopic) async throws -> ChangeStamp {
        if let postgres = database as? PostgresDatabase { return await postgres.stamp(of: topic, after: nil) }
        return try #require(try await database.stamp(of: topic))
    }

    /// The topic's stamp once it differs from `stamp`: at once on SQLite (the file's stamp moved
    /// with the commit), once the notice arrives on PostgreSQL.
    private static func moved(_ database: any SQLDatabase, _ topic: ChangeTopic, from stamp: ChangeStamp?) async throws -> ChangeStamp {
        if let postgres = database as? PostgresDatabase { return await postgres.stamp(of: topic, after: stamp) }
        let now = try #require(try await database.stamp(of: topic))
        #expect(now != stamp, "another process's commit moves the file's stamp")
        return now
    }
}
