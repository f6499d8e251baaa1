import AlmanacCore
import AlmanacStore
import AlmanacUpstream
import Foundation
import Testing

/// A Launch Library snapshot's import is dated by its own data, as a weather snapshot is by its
/// forecasts' time: the fixtures' newest change is 20 Nov 2026 08:00 UTC (upcoming.json).
@Suite("Launch Library's snapshot import: dated by its newest change")
struct LaunchLibrarySnapshotDatingTests {
    private static let newestChange = Date(timeIntervalSince1970: 1_795_161_600)

    /// The lists' store, the datasets' (which holds each one's freshness) and what the sync said.
    private func sync(now: Date, dating: SyncLaunchLibrary.Dating) async throws -> (SQLLaunchStore, SQLDatasetStore, SyncLaunchLibrary.Summary) {
        let database = try await AppDatabase.temporary()
        let store = SQLLaunchStore(database: database)
        let summary = try await SyncLaunchLibrary(
            source: SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures), store: store, now: .fixed(now), dating: dating)()
        return (store, SQLDatasetStore(database: database), summary)
    }

    @Test("an import says its lists and the dataset are from the newest change in either list, not from when it ran")
    func importDatedByData() async throws {
        let (store, datasets, summary) = try await sync(now: TestFixtures.now, dating: .newestChange)
        #expect(summary.dataTime == Self.newestChange)
        #expect(try await datasets.freshness(of: .launchLibrary)?.refreshedAt == Self.newestChange)
        for list in LaunchLibraryList.allCases {
            #expect(try await store.launchLibraryState(list).refreshedAt == Self.newestChange, "\(list)")
        }
    }

    @Test("a change dated after the clock (another machine's clock, or a hostile file) dates the import no later than now")
    func neverAhead() async throws {
        let earlier = Self.newestChange.addingTimeInterval(-86_400)
        let (_, datasets, summary) = try await sync(now: earlier, dating: .newestChange)
        #expect(try await datasets.freshness(of: .launchLibrary)?.refreshedAt == earlier)
        #expect(summary.dataTime == nil, "dated by the import, not by its data")
    }

    @Test("a refresh is dated when it was fetched")
    func refreshDatedByFetch() async throws {
        let (_, datasets, summary) = try await sync(now: TestFixtures.now, dating: .fetched)
        #expect(try await datasets.freshness(of: .launchLibrary)?.refreshedAt == TestFixtures.now && summary.dataTime == nil)
    }
}
