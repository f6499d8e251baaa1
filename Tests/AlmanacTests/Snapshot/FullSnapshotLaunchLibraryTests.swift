import AlmanacCore
import AlmanacPresentation
import AlmanacStore
import AlmanacUpstream
import Foundation
import Testing

/// The SpaceX API's launches and Launch Library 2's of the real snapshot as one timeline; runs
/// only when `ALMANAC_SNAPSHOT` names a snapshot directory.
@Suite("Full snapshot: the launch timeline", .enabled(if: TestFixtures.fullSnapshot != nil, "set ALMANAC_SNAPSHOT to a snapshot directory"))
struct FullSnapshotLaunchLibraryTests {
    private func imported() async throws -> SQLLaunchStore {
        let directory = try #require(TestFixtures.fullSnapshot)
        let store = SQLLaunchStore(database: try await AppDatabase.temporary())
        try await SyncSpaceX(source: SnapshotLaunchSource(directory: directory), store: store)()
        let summary = try await SyncLaunchLibrary(source: SnapshotLaunchLibrarySource(directory: directory), store: store)()
        #expect(summary.launches == [.upcoming: 51, .previous: 215] && summary.skipped == 0)
        return store
    }

    @Test(
        "2006 to 2026 in one list: 193 + 266 launches, the 16 both sources know once (one, Starlink 4-20 & Varuna-TDM, by when it flew); 2023 is Launch Library's; 2025 has no data"
    )
    func timeline() async throws {
        let store = try await imported()
        let all = try await store.launches(matching: LaunchQuery(page: try PageRequest(limit: 100)), linkIDs: [:])
        #expect(all.total == 193 + 51 + 215 - 16)
        let counts = Dictionary(uniqueKeysWithValues: try await store.launchCountsByYear().map { ($0.year, $0) })
        #expect(counts[2006]?.total == 1 && counts[2023]?.total == 98 && counts[2024]?.total == 89 && counts[2026]?.total == 51)
        #expect(counts[2025]?.isCovered == false && counts[2011] == nil)
        let year2023 = try await store.launches(matching: LaunchQuery(period: .year(2023), page: try PageRequest(limit: 100)), linkIDs: [:])
        #expect(year2023.items.allSatisfy { $0.provenance != .spacex } && year2023.total == 98)
    }

    @Test("the SpaceX API's last nine 'upcoming' launches: eight found as flown, TTL-1 reads 'date passed'")
    func slippedLaunches() async throws {
        let store = try await imported()
        for name in ["Starlink 4-34 (v1.5)", "Starlink 4-35 (v1.5)", "Starlink 4-36 (v1.5)", "Crew-5", "USSF-44", "O3b mPower 1,2"] {
            let found = try await store.launches(matching: LaunchQuery(search: name, page: try PageRequest()), linkIDs: [:]).items
            #expect(found.count == 1 && found.first?.provenance == .both && found.first?.outcome == .success, "\(name): \(found.map(\.name))")
        }
        let later = try await store.launches(matching: LaunchQuery(search: "O3b mPower 3.4", page: try PageRequest()), linkIDs: [:]).items
        #expect(later.first?.date.formatted(.iso8601.year().month().day()) == "2023-04-28" && later.first?.provenance == .both)
        #expect(
            try await store.launches(matching: LaunchQuery(search: "WorldView Legion 1", page: try PageRequest()), linkIDs: [:]).items.first?
                .provenance == .both)
        let ttl = try #require(try await store.launches(matching: LaunchQuery(search: "TTL-1", page: try PageRequest()), linkIDs: [:]).items.first)
        #expect(ttl.provenance == .spacex)
        #expect(OutcomeViewModel(ttl, now: TestFixtures.now).text == "Awaiting confirmation")
    }

    @Test("what is next after the snapshot's newest data: Launch Library's Griffin Mission One, NET November 2026")
    func next() async throws {
        let store = try await imported()
        let next = try await UpcomingLaunches(store: store)(after: TestFixtures.now, limit: 1)
        #expect(next.first?.launch.name == "Griffin Mission One" && next.first?.launch.datePrecision == .month)
    }
}

/// The launch pages, the boosters and the terminal over the real snapshot.
@Suite("Full snapshot: launches in depth", .enabled(if: TestFixtures.fullSnapshot != nil, "set ALMANAC_SNAPSHOT to a snapshot directory"))
struct FullSnapshotLaunchDepthTests {
    private func imported() async throws -> (AppDatabase, SQLLaunchStore) {
        let directory = try #require(TestFixtures.fullSnapshot)
        let database = try await AppDatabase.temporary()
        let store = SQLLaunchStore(database: database)
        try await SyncSpaceX(source: SnapshotLaunchSource(directory: directory), store: store)()
        _ = try await SyncLaunchLibrary(source: SnapshotLaunchLibrarySource(directory: directory), store: store)()
        return (database, store)
    }

    @Test("a Launch Library launch shows its booster, landing, orbit, webcasts and updates; a SpaceX API launch its core's landing")
    func detail() async throws {
        let (_, store) = try await imported()
        let environment = PresentationEnvironment(now: .fixed(TestFixtures.now), timeZone: TestFixtures.utc)
        let starlink = LaunchDetailViewModel(try await ShowLaunch(store: store)(id: "6208f972-18ec-490f-bbe5-6f5c6cfcd48c"), environment: environment)
        let booster = try #require(starlink.boosters.first)
        #expect(booster.serial == "B1100" && booster.flightText == "9th flight" && booster.landingState == "landed")
        #expect(booster.landingText == "Landed on Of Course I Still Love You (OCISLY, a drone ship)")
        #expect(starlink.launchLibraryFacts.contains { $0.label == "Orbit" && $0.value == "Low Earth Orbit (LEO)" })
        #expect(starlink.launchLibraryFacts.contains { $0.label == "Launch of the year" && $0.value == "The 102nd SpaceX launch of 2026" })
        #expect(starlink.webcasts.count == 4 && starlink.updates.first?.text == "Launch success.")
        // Flight 184 from the SpaceX API: its core's 14th flight and landing on a drone ship, the
        // core unnamed (the snapshot has no /v4/cores).
        let flight = LaunchDetailViewModel(try await ShowLaunch(store: store)(id: "184"), environment: environment)
        #expect(flight.summary.name == "Starlink 4-2 (v1.5) & Blue Walker 3")
        let core = try #require(flight.boosters.first)
        #expect(core.serial == nil && core.flightText == "14th flight" && core.landingText == "Landed on a drone ship", "\(core)")
        let boosters = try await BrowseBoosters(store: store)()
        #expect(boosters.map(\.serial) == ["B1063", "B1067", "B1072", "B1082", "B1088", "B1100", "B1101"])
    }

    @Test("as of the snapshot's clock, no launch listed as upcoming has passed its time with a Go status; the list opens on what is next")
    func upcoming() async throws {
        let (_, store) = try await imported()
        let upcoming = try await store.launches(
            matching: LaunchQuery(outcome: .upcoming, page: try PageRequest(limit: 100), asOf: TestFixtures.now), linkIDs: [:])
        #expect(upcoming.total > 0)
        #expect(
            upcoming.items.allSatisfy { !$0.awaitsResult(at: TestFixtures.now) && !($0.launchLibrary?.status == .go && $0.date < TestFixtures.now) })
        let list = try await store.launches(matching: LaunchQuery(page: try PageRequest(), asOf: TestFixtures.now), linkIDs: [:])
        let next = try await UpcomingLaunches(store: store)(after: TestFixtures.now, limit: 1).first?.launch
        #expect(list.items.first?.id == next?.id || next?.hasVagueDate == true, "\(list.items.first?.name ?? "") vs \(next?.name ?? "")")
    }

    @Test("the next launch read from the kept timeline is the first of the upcoming query at every moment around the last year's launches")
    func nextAtEveryMoment() async throws {
        let (_, store) = try await imported()
        let upcoming = UpcomingLaunches(store: store)
        for launch in try await store.timeline() where launch.date > TestFixtures.now.addingTimeInterval(-366 * 24 * 3600) {
            let end = launch.datePrecision.latestTime(for: launch.date)
            for now in [launch.date.addingTimeInterval(-1), launch.date, end, end.addingTimeInterval(1)] {
                let first = try await upcoming.first(after: now)
                #expect(first == (try await upcoming(after: now, limit: 1).first), "at \(now)")
            }
        }
    }

    @Test("almanac launch finds Crew-5 as \"crew-5\", \"CREW 5\" and flight 188")
    func terminal() async throws {
        let (_, _) = try await imported()
        let directory = try #require(TestFixtures.fullSnapshot)
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        #expect(await CLIHarness.run(["import", directory.path], database: database).code == 0)
        for name in ["crew-5", "CREW 5", "188"] {
            let run = await CLIHarness.run(["launch", name, "--time-zone", "UTC"], database: database)
            #expect(run.code == 0 && run.standardOutput.hasPrefix("Crew-5"), "\(name): \(run.standardError)")
        }
    }
}
