import AlmanacCore
import AlmanacPresentation
import AlmanacStore
import AlmanacUpstream
import Foundation
import Testing

/// The SpaceX API's launches and Launch Library 2's of every provider (`../shared/snapshot-v2`)
/// as one timeline: the launch pages, boosters, what is next and the terminal. The expected values
/// were read from the JSON files with Python.
@Suite(
    "Full snapshot: the launch timeline of every provider",
    .enabled(if: TestFixtures.snapshotV2 != nil, "set ALMANAC_SNAPSHOT (or ALMANAC_SNAPSHOT_V2) to ../shared/snapshot-v2"))
struct FullSnapshotLaunchLibraryTests {
    /// Both sources imported once for the tests that only read them, here and in
    /// `EveryProviderSnapshotTests` (7,241 launches take seconds of both cores in a debug build).
    static let importedOnce = Task { () throws -> (SQLLaunchStore, SyncLaunchLibrary.Summary) in
        guard let directory = TestFixtures.snapshotV2 else { throw CancellationError() }
        let store = SQLLaunchStore(database: try await AppDatabase.temporary())
        try await SyncSpaceX(source: SnapshotLaunchSource(directory: directory), store: store)()
        let summary = try await SyncLaunchLibrary(source: SnapshotLaunchLibrarySource(directory: directory), store: store)()
        return (store, summary)
    }

    private func imported() async throws -> SQLLaunchStore {
        let (store, summary) = try await Self.importedOnce.value
        #expect(summary.launches == [.upcoming: 100, .previous: 7141] && summary.skipped == 0)
        return store
    }

    @Test(
        "1957 to 2026 in one list: Launch Library 2's 7,241 launches and TTL-1, the one SpaceX API launch it never flew; 2023 is Launch Library's alone"
    )
    func timeline() async throws {
        let store = try await imported()
        let all = try await store.launches(matching: LaunchQuery(page: try PageRequest(limit: 100)), linkIDs: [:])
        #expect(all.total == 7241 + 1)
        let counts = Dictionary(uniqueKeysWithValues: try await store.launchCountsByYear().map { ($0.year, $0) })
        #expect(counts[1957]?.total == 3 && counts[2006]?.total == 67 && counts[2023]?.total == 234 && counts[2024]?.total == 170)
        let year2023 = try await store.launches(matching: LaunchQuery(period: .year(2023), page: try PageRequest(limit: 100)), linkIDs: [:])
        #expect(year2023.items.allSatisfy { $0.provenance != .spacex } && year2023.total == 234)
    }

    @Test("the SpaceX API's last 'upcoming' launches are found as flown; TTL-1, which never flew, reads 'awaiting confirmation'")
    func slippedLaunches() async throws {
        let store = try await imported()
        for name in ["Starlink 4-34 (v1.5)", "Starlink 4-35 (v1.5)", "Starlink 4-36 (v1.5)", "Crew-5", "USSF-44", "O3b mPower 1,2"] {
            let found = try await store.launches(matching: LaunchQuery(search: name, page: try PageRequest()), linkIDs: [:]).items
            #expect(found.count == 1 && found.first?.provenance == .both && found.first?.outcome == .success, "\(name): \(found.map(\.name))")
        }
        let ttl = try #require(try await store.launches(matching: LaunchQuery(search: "TTL-1", page: try PageRequest()), linkIDs: [:]).items.first)
        #expect(ttl.provenance == .spacex)
        #expect(OutcomeViewModel(ttl, now: TestFixtures.now).text == "Awaiting confirmation")
    }

    @Test("what is next after the tests' clock (21 Nov 2026): Progress MS-36, known to the minute")
    func next() async throws {
        let store = try await imported()
        let next = try await UpcomingLaunches(store: store)(after: TestFixtures.now, limit: 1)
        #expect(next.first?.launch.name == "Progress MS-36 (97P)" && next.first?.launch.datePrecision == .minute)
    }

    @Test("a Launch Library launch shows its booster, landing, orbit, webcasts and updates; a SpaceX API launch its core's landing")
    func detail() async throws {
        let store = try await imported()
        let environment = PresentationEnvironment(now: .fixed(TestFixtures.now), timeZone: TestFixtures.utc)
        let starlink = LaunchDetailViewModel(try await ShowLaunch(store: store)(id: "6208f972-18ec-490f-bbe5-6f5c6cfcd48c"), environment: environment)
        let booster = try #require(starlink.boosters.first)
        #expect(booster.serial == "B1100" && booster.flightText == "9th flight" && booster.landingState == "landed")
        #expect(booster.landingText == "Landed on Of Course I Still Love You (OCISLY, a drone ship)")
        #expect(starlink.launchLibraryFacts.contains { $0.label == "Orbit" && $0.value == "Low Earth Orbit (LEO)" })
        #expect(starlink.launchLibraryFacts.contains { $0.label == "Launch of the year" && $0.value == "The 102nd SpaceX launch of 2026" })
        #expect(starlink.webcasts.count == 4 && starlink.updates.first?.text == "Launch success.")
        // Flight 184 from the SpaceX API: its core's 14th flight and landing on a drone ship.
        let flight = LaunchDetailViewModel(try await ShowLaunch(store: store)(id: "184"), environment: environment)
        #expect(flight.summary.name == "Starlink 4-2 (v1.5) & Blue Walker 3")
        let core = try #require(flight.boosters.first)
        #expect(core.flightText == "14th flight" && core.landingText == "Landed on a drone ship", "\(core)")
        // Every Falcon booster the detailed records name.
        let falcons = try await BrowseBoosters(store: store)().map(\.serial).filter { $0.hasPrefix("B1") }
        #expect(
            falcons == [
                "B1063", "B1067", "B1069", "B1071", "B1072", "B1075", "B1077", "B1078", "B1080", "B1081", "B1082", "B1085", "B1088", "B1090",
                "B1092", "B1093", "B1094", "B1095", "B1096", "B1097", "B1098", "B1100", "B1101", "B1103",
            ])
    }

    @Test(
        "as of the tests' clock, no launch listed as upcoming has passed its time with a Go status; the list opens on the launches still ahead, the next among them"
    )
    func upcoming() async throws {
        let store = try await imported()
        let upcoming = try await store.launches(
            matching: LaunchQuery(outcome: .upcoming, page: try PageRequest(limit: 100), asOf: TestFixtures.now), linkIDs: [:])
        #expect(upcoming.total > 0)
        #expect(
            upcoming.items.allSatisfy { !$0.awaitsResult(at: TestFixtures.now) && !($0.launchLibrary?.status == .go && $0.date < TestFixtures.now) })
        let list = try await store.launches(matching: LaunchQuery(page: try PageRequest(), asOf: TestFixtures.now), linkIDs: [:])
        let next = try await UpcomingLaunches(store: store)(after: TestFixtures.now, limit: 1).first?.launch
        // A launch whose day passed while its date is "to be determined" waits for a new date:
        // still listed ahead (Soyuz's Kinosputnik, 19 Nov), but not what is next.
        let firstStillAhead = list.items.first { $0.date >= TestFixtures.now }
        #expect(list.items.first?.outcome == .upcoming && firstStillAhead?.id == next?.id, "\(firstStillAhead?.name ?? "") vs \(next?.name ?? "")")
    }

    @Test("almanac launch finds Crew-5 as \"crew-5\", \"CREW 5\" and flight 188, and Soyuz MS-29 with its crew")
    func terminal() async throws {
        let directory = try #require(TestFixtures.snapshotV2)
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        let imported = await CLIHarness.run(["import", directory.path], database: database, now: TestFixtures.now)
        #expect(imported.code == 0)
        #expect(
            imported.standardOutput.contains("Launch Library 2: 100 upcoming, 7141 previous; dated 2026-08-22T14:44:55Z by their newest change"),
            "\(imported.standardOutput)")
        // Launch Library's lists are dated by their newest change (upcoming.json's, 22 Aug), not
        // by the import: the status and every page say how old they are. The SpaceX API's files
        // carry no such date, so the import's time stands.
        let status = await CLIHarness.run(["status", "--json"], database: database, now: TestFixtures.now)
        let datasets = try #require(try JSONSerialization.jsonObject(with: Data(status.standardOutput.utf8)) as? [[String: Any]])
        let refreshed = Dictionary(uniqueKeysWithValues: datasets.map { ($0["dataset"] as? String ?? "", $0["refreshedAt"] as? String) })
        #expect(refreshed["ll2"] == "2026-08-22T14:44:55Z" && refreshed["spacex"] == "2026-11-21T12:00:00Z", "\(refreshed)")
        for name in ["crew-5", "CREW 5", "188"] {
            let run = await CLIHarness.run(["launch", name, "--time-zone", "UTC"], database: database)
            #expect(run.code == 0 && run.standardOutput.hasPrefix("Crew-5"), "\(name): \(run.standardError)")
        }
        let soyuz = await CLIHarness.run(["launch", "Soyuz MS-29", "--time-zone", "UTC"], database: database)
        #expect(soyuz.standardOutput.contains("Pyotr Dubrov") && soyuz.standardOutput.contains("Commander"), "\(soyuz.standardOutput)")
    }
}
