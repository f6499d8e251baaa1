import AlmanacCore
import AlmanacPresentation
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// Eight real captures of Launch Library 2's upcoming list (2026-01-16 → 2026-08-22,
/// `../shared/data/ll2-history`), each served in turn by the replay server on loopback and
/// fetched by the real client and refresher at the capture's own time. The expected changes were
/// counted from the JSON files with Python, independently of Almanac's reader: for each launch of
/// a capture, whether its NET (or its precision, in Almanac's coarser classes), window or status
/// differs from the last capture that listed it (ten launches left the list and came back); and
/// which launches no capture before it listed (announced: none at the first, a first sync).
@Suite(
    "Launch Library 2: eight real captures replayed",
    .enabled(if: TestFixtures.launchLibraryHistory != nil, "set ALMANAC_SNAPSHOT_V2 (or ALMANAC_LL2_HISTORY) to find ../shared/data/ll2-history")
)
struct LaunchLibraryHistoryReplayTests {
    /// The changes each capture after the first brings, in order.
    static let changesPerCapture = [16, 18, 23, 16, 31, 29, 3]
    /// The launches each capture after the first lists that no capture before it listed.
    static let announcedPerCapture = [18, 14, 25, 20, 21, 31, 0]

    @Test(
        "136 schedule changes recorded at the captures' times (135 moves, ten of them of launches that left the list and came back; 33 status changes, two launches seen to fly) and 129 announcements; every launch any capture listed stays stored, the 139 that dropped off among them; Spectrum's six moves in order"
    )
    func replay() async throws {
        let history = try #require(TestFixtures.launchLibraryHistory)
        let captures = try FileManager.default.contentsOfDirectory(atPath: history.path).filter { $0.hasPrefix("upcoming-") }.sorted()
        try #require(captures.count == 8)
        let store = SQLLaunchStore(database: try await AppDatabase.temporary())
        var seen = Set<String>()
        var times: [Date] = []
        for capture in captures {
            let time = try Self.captureTime(capture)
            times.append(time)
            seen.formUnion(try Self.ids(in: history.appendingPathComponent(capture)))
            try await Self.refresh(store, from: history.appendingPathComponent(capture), at: time)
        }

        let recorded = try await RecordedChanges(store: store)(since: .distantPast)
        let (announced, changes) = (recorded.filter(\.isAnnouncement), recorded.filter { !$0.isAnnouncement })
        #expect(times.dropFirst().map { time in announced.count { $0.recordedAt == time } } == Self.announcedPerCapture)
        #expect(Set(announced.map(\.launchID)).count == announced.count, "each launch announced once")
        #expect(changes.count == 136)
        #expect(times.dropFirst().map { time in changes.count { $0.recordedAt == time } } == Self.changesPerCapture)
        #expect(changes.count(where: \.movedTheDate) == 135)
        let statusChanges = changes.filter(\.changedTheStatus)
        #expect(statusChanges.count == 33)
        #expect(statusChanges.count { $0.to.status == .success } == 2)
        #expect(statusChanges.count { $0.from?.status == .toBeDetermined && $0.to.status == .go } == 19)

        // Dropped off the list (flown, or moved out of its 100): kept, as last captured.
        let stored = Set(try await store.launchIDs())
        #expect(seen.count == 229 && seen.isSubset(of: stored))

        let spectrum = "1b23eb18-e06e-4058-9b42-e95ca0980511"
        let moves = changes.filter { $0.launchID == spectrum }
        #expect(
            moves.map { DateText.iso8601($0.to.net) } == [
                "2026-03-19T00:00:00Z", "2026-03-19T20:00:00Z", "2026-04-30T00:00:00Z", "2026-05-31T00:00:00Z", "2026-06-30T00:00:00Z",
                "2026-08-31T00:00:00Z",
            ])
        #expect(moves.first?.from.map { DateText.iso8601($0.net) } == "2026-01-21T20:00:00Z")
        #expect(try await RecordedChanges(store: store).dateMoves()[spectrum] == 6)
    }

    /// One refresh against a replay server holding `capture` as the upcoming list (and one
    /// hand-written previous launch, so the previous list is whole after the first).
    private static func refresh(_ store: SQLLaunchStore, from capture: URL, at time: Date) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ll2-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let lists = directory.appendingPathComponent("ll2")
        try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: lists.appendingPathComponent("upcoming.json"), withDestinationURL: capture)
        try Data(previousList.utf8).write(to: lists.appendingPathComponent("previous.json"))
        let replay = try ReplayUpstream(snapshotDirectory: directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                let source = LaunchLibraryAPISource(mirrors: Mirrors([base]), transport: transport, budget: RequestBudget(perHour: 100))
                let sync = SyncLaunchLibrary(source: source, store: store, now: Now { time })
                let summary = try await sync(previousMaxAge: .seconds(365 * 86400))
                #expect(summary.skipped == 0 && summary.incomplete.isEmpty, "\(capture.lastPathComponent): \(summary.text)")
            }
        }
    }

    private static let previousList = #"""
        {"count": 1, "next": null, "previous": null, "results": [{"id": "p-2025", "name": "Electron | Before The Captures", "net": "2025-12-20T00:00:00Z", "status": {"id": 3}}]}
        """#

    /// "upcoming-2026-01-16T123955Z.json" → 2026-01-16 12:39:55 UTC.
    private static func captureTime(_ name: String) throws -> Date {
        let stamp = Array(name.dropFirst("upcoming-".count).prefix(17))
        func number(_ range: Range<Int>) -> Int? { Int(String(stamp[range])) }
        let parts = DateComponents(
            calendar: .utc, timeZone: .gmt, year: number(0..<4), month: number(5..<7), day: number(8..<10), hour: number(11..<13),
            minute: number(13..<15), second: number(15..<17))
        return try #require(stamp.count == 17 ? parts.date : nil, "\(name) is not named by its capture time")
    }

    /// The launch ids a capture lists, read with Foundation's JSON reader rather than Almanac's.
    private static func ids(in capture: URL) throws -> Set<String> {
        let page = try JSONSerialization.jsonObject(with: Data(contentsOf: capture)) as? [String: Any]
        let results = page?["results"] as? [[String: Any]] ?? []
        return Set(results.compactMap { $0["id"] as? String })
    }
}
