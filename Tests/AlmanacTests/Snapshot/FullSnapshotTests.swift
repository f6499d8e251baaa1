import AlmanacCore
import AlmanacStore
import AlmanacUpstream
import Foundation
import Testing

/// Tests over the real data; they run only when `ALMANAC_SNAPSHOT` names a snapshot directory.
@Suite("Full snapshot", .enabled(if: TestFixtures.fullSnapshot != nil, "set ALMANAC_SNAPSHOT to a snapshot directory"))
struct FullSnapshotTests {
    private func imported() async throws -> SQLLaunchStore {
        let store = SQLLaunchStore(database: try await AppDatabase.temporary())
        try await SyncSpaceX(source: SnapshotLaunchSource(directory: try #require(TestFixtures.fullSnapshot)), store: store)()
        return store
    }

    /// The launches file read independently of Almanac's decoding.
    private func rawLaunches() throws -> [[String: Any]] {
        let url = try #require(TestFixtures.fullSnapshot).appendingPathComponent("spacex/v4/launches.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
    }

    @Test("rockets and launches are found by the start of their id; one that fits several names them all")
    func idPrefixes() async throws {
        let store = try await imported()
        #expect(try await ShowRocket(store: store)(id: "5e9d0d95eda69974").name == "Falcon Heavy")
        #expect(try await ShowLaunch(store: store)(id: "6243ae7d").launch.id == "6243ae7daf52800c6e91925b")
        await #expect(
            throws: AmbiguousID(
                record: .rocket, prefix: "5e9d0d95eda6",
                candidates: [
                    "5e9d0d95eda69955f709d1eb", "5e9d0d95eda69973a809d1ec", "5e9d0d95eda69974db09d1ed",
                ])
        ) { try await ShowRocket(store: store)(id: "5e9d0d95eda6") }
        // Shorter than six characters is not taken for an id at all.
        await #expect(throws: NotFound(.launch, id: "6243a")) { try await ShowLaunch(store: store)(id: "6243a") }
        let ambiguous = await #expect(throws: AmbiguousID.self) { try await ShowLaunch(store: store)(id: "6243ae") }
        #expect(ambiguous?.description.hasPrefix("“6243ae” begins 7 launch ids (6243ae0aaf52800c6e919257, ") == true)
    }

    @Test("imports 193 launches, 4 rockets and 6 launchpads")
    func counts() async throws {
        let store = try await imported()
        #expect(try await store.launches(matching: LaunchQuery(page: PageRequest()), linkIDs: [:]).total == 193)
        #expect(try await store.rockets().count == 4)
        let padsFile = try #require(TestFixtures.fullSnapshot).appendingPathComponent("spacex/v4/launchpads.json")
        let padIDs = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: padsFile)) as? [[String: Any]]).compactMap {
            $0["id"] as? String
        }
        #expect(padIDs.count == 6)
        for id in padIDs { #expect(try await store.launchpad(id: id) != nil, "launchpad \(id)") }
    }

    @Test("every launch's rocket resolves to a name")
    func rocketsResolve() async throws {
        let store = try await imported()
        for page in 1...2 {
            let rows = try await BrowseLaunches(store: store)(LaunchQuery(page: PageRequest(page: page, limit: 100)))
            #expect(rows.items.allSatisfy { $0.rocket != nil })
        }
    }

    @Test("filter counts equal an independent count over the JSON")
    func filterCounts() async throws {
        let store = try await imported()
        let browse = BrowseLaunches(store: store)
        let raw = try rawLaunches()
        func year(_ launch: [String: Any]) -> Int { Int(((launch["date_utc"] as? String) ?? "").prefix(4)) ?? 0 }
        func month(_ launch: [String: Any]) -> String { String(((launch["date_utc"] as? String) ?? "").prefix(7)) }
        func outcome(_ launch: [String: Any]) -> String {
            if launch["upcoming"] as? Bool == true { return "upcoming" }
            switch launch["success"] as? Bool {
            case true?: return "success"
            case false?: return "failure"
            default: return "unknown"
            }
        }
        for year2 in [2006, 2010, 2017, 2020, 2021, 2022] {
            let total = try await browse(LaunchQuery(period: .year(year2), page: PageRequest())).total
            #expect(total == raw.filter { year($0) == year2 }.count, "year \(year2)")
        }
        for value in LaunchOutcome.allCases {
            let total = try await browse(LaunchQuery(outcome: value, page: PageRequest())).total
            #expect(total == raw.filter { outcome($0) == value.rawValue }.count, "outcome \(value)")
        }
        let range = try await browse(
            LaunchQuery(period: .months(from: YearMonth("2019-06"), to: YearMonth("2020-03")), outcome: .success, page: PageRequest()))
        #expect(range.total == raw.filter { ("2019-06"..."2020-03").contains(month($0)) && outcome($0) == "success" }.count)
        let starlink = try await browse(LaunchQuery(search: "STARLINK", links: [.rocket: "Falcon 9"], page: PageRequest()))
        #expect(
            starlink.total
                == raw.filter {
                    ($0["name"] as? String)?.lowercased().contains("starlink") == true && $0["rocket"] as? String == "5e9d0d95eda69973a809d1ec"
                }.count)
        #expect(starlink.total > 0)
    }

    @Test("export reproduces every SpaceX file of the snapshot byte for byte")
    func exportRoundTrip() async throws {
        let database = try await AppDatabase.temporary()
        let snapshot = try #require(TestFixtures.fullSnapshot)
        try await SyncSpaceX(source: SnapshotLaunchSource(directory: snapshot), store: SQLLaunchStore(database: database))()
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await ExportSnapshot(store: SQLDatasetStore(database: database), writer: DirectorySnapshotWriter(directory: folder))(datasets: [.spacex])
        for name in ["company", "launches", "rockets", "launchpads"] {
            let path = "spacex/v4/\(name).json"
            #expect(try Data(contentsOf: folder.appendingPathComponent(path)) == Data(contentsOf: snapshot.appendingPathComponent(path)), "\(path)")
        }
    }
}

/// SWAPI over the real data; runs only when `ALMANAC_SNAPSHOT` is set.
@Suite("Full snapshot: SWAPI", .enabled(if: TestFixtures.fullSnapshot != nil, "set ALMANAC_SNAPSHOT to a snapshot directory"))
struct FullSnapshotGalaxyTests {
    @Test("imports 82 people, 60 planets, 39 vehicles, 6 films, 37 species, 36 starships; every link resolves")
    func countsAndLinks() async throws {
        let store = SQLGalaxyStore(database: try await AppDatabase.temporary())
        let source = SnapshotGalaxySource(directory: try #require(TestFixtures.fullSnapshot))
        let summary = try await SyncGalaxy(source: source, store: store)()
        #expect(try await store.counts() == [.people: 82, .planets: 60, .vehicles: 39, .films: 6, .species: 37, .starships: 36])
        // people/17 does not exist, and nothing in this snapshot links to it.
        #expect(summary.danglingLinks.isEmpty)
        #expect(try await store.record(GalaxyReference(.people, 17)) == nil)
        // Every link of every record resolves to a stored name.
        let download = try await source.fetchGalaxy()
        let linked = Set(download.records.values.joined().flatMap(\.linkedReferences))
        let names = try await store.names(of: linked)
        #expect(Set(names.keys) == linked)
        #expect(Set(linked.map(\.resource)) == Set(GalaxyResource.allCases))
    }
}
