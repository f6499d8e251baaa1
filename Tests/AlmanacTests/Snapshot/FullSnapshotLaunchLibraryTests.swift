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

    @Test("2006 to 2026 in one list: 193 + 266 launches, the 15 both sources know once; 2023 is Launch Library's; 2025 has no data")
    func timeline() async throws {
        let store = try await imported()
        let all = try await store.launches(matching: LaunchQuery(page: try PageRequest(limit: 100)), linkIDs: [:])
        #expect(all.total == 193 + 51 + 215 - 15)
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
