import AlmanacCore
import AlmanacPresentation
import AlmanacTestSupport
import Foundation
import Testing

/// "Live now": a launch is live in flight, with its webcast live, or inside its window, judged
/// against the clock, and a stored flag counts only near the launch's time (the snapshots are
/// months old: an "in flight" kept since August is not news in December).
@Suite("Live launches")
struct LiveLaunchesTests {
    static let launchTime = Date(timeIntervalSince1970: 1_795_591_516)  // 2026-11-25 07:25:16 UTC

    static func launch(
        _ id: String, status: LaunchStatus, webcastLive: Bool? = nil, window: (Date, Date)? = nil, at date: Date = launchTime
    ) -> Launch {
        let details = LaunchLibraryDetails(
            id: id, status: status, windowStart: window?.0, windowEnd: window?.1, rocketName: "Falcon 9", padName: nil, locationName: nil,
            fullName: "Falcon 9 | \(id)", missionDescription: nil, imageURL: nil, infoURL: nil, webcastURL: nil, probability: nil, holdReason: nil,
            failReason: nil, spacexID: nil, lastUpdated: date, isWebcastLive: webcastLive)
        let outcome = status.outcome
        return Launch(
            id: id, flightNumber: 0, name: id, date: date, datePrecision: .minute, isUpcoming: outcome == .upcoming,
            success: outcome == .success ? true : outcome == .failure ? false : nil, rocketID: nil, launchpadID: nil, details: nil,
            failures: [], links: LaunchLinks(), launchLibrary: details, provenance: .launchLibrary)
    }

    @Test("in flight, webcast live and inside the window are live near the launch's time, with the reason said")
    func reasons() {
        let now = Self.launchTime.addingTimeInterval(120)
        #expect(Self.launch("a", status: .inFlight).liveReason(at: now) == .inFlight)
        #expect(Self.launch("b", status: .go, webcastLive: true).liveReason(at: now) == .webcastLive)
        let window = (Self.launchTime.addingTimeInterval(-600), Self.launchTime.addingTimeInterval(3_600))
        #expect(Self.launch("c", status: .go, window: window).liveReason(at: now) == .inWindow)
        #expect(Self.launch("c", status: .hold, window: window).liveReason(at: now) == .inWindow)
        #expect(Self.launch("d", status: .go).liveReason(at: now) == nil, "go, no stream, no window: not live")
        #expect(Self.launch("e", status: .success, webcastLive: true).liveReason(at: now) == nil, "flown: the replay is not live")
    }

    @Test("a stored in-flight or webcast-live flag far from the launch's time is not live; nor is a window the clock is outside of")
    func staleFlags() {
        let months = Self.launchTime.addingTimeInterval(100 * 86_400)
        #expect(Self.launch("a", status: .inFlight).liveReason(at: months) == nil)
        #expect(Self.launch("b", status: .go, webcastLive: true).liveReason(at: months) == nil)
        #expect(Self.launch("b", status: .go, webcastLive: true).liveReason(at: Self.launchTime.addingTimeInterval(-7 * 3_600)) == nil)
        let window = (Self.launchTime, Self.launchTime.addingTimeInterval(3_600))
        #expect(Self.launch("c", status: .go, window: window).liveReason(at: Self.launchTime.addingTimeInterval(3_601)) == nil)
        // A window of months is a placeholder, not a launch day.
        let placeholder = (Self.launchTime.addingTimeInterval(-40 * 86_400), Self.launchTime.addingTimeInterval(40 * 86_400))
        #expect(Self.launch("f", status: .toBeDetermined, window: placeholder).liveReason(at: Self.launchTime) == nil)
    }

    @Test(
        "a launch in flight reads \"In flight\", its time \"today\" and its clock counting up (T+), not \"new date to come\"; a months-old in-flight capture does not"
    )
    func inFlightWords() {
        let environment = PresentationEnvironment(now: .fixed(Self.launchTime.addingTimeInterval(120)), timeZone: TestFixtures.utc)
        let row = LaunchRowViewModel(.init(launch: Self.launch("a", status: .inFlight), rocket: nil), environment: environment)
        #expect(row.outcome.text == "In flight" && row.outcome.code == "upcoming")
        #expect(row.whenText == "today" && row.countdownText == "2 minutes ago", "\(row.whenText) \(row.daysText)")
        let months = PresentationEnvironment(now: .fixed(Self.launchTime.addingTimeInterval(100 * 86_400)), timeZone: TestFixtures.utc)
        #expect(LaunchRowViewModel(.init(launch: Self.launch("a", status: .inFlight), rocket: nil), environment: months).outcome.text != "In flight")
    }

    @Test("the use case finds the live launches among the stored ones, soonest first, and none at another time")
    func useCase() async throws {
        let store = InMemoryLaunchStore()
        let launches = [
            Self.launch("in-flight", status: .inFlight),
            Self.launch("streaming", status: .go, webcastLive: true, at: Self.launchTime.addingTimeInterval(1_800)),
            Self.launch("later", status: .go, at: Self.launchTime.addingTimeInterval(2 * 86_400)),
            Self.launch("flown", status: .success, at: Self.launchTime.addingTimeInterval(-86_400)),
        ]
        try await store.saveLaunchLibrary(
            LaunchLibraryFetch(list: .upcoming, entries: launches.map { LaunchLibraryEntry(launch: $0, body: Data()) }, origin: .snapshot("x")),
            updatedThrough: nil, backfillBefore: nil, refreshedAt: Self.launchTime)
        let live = LiveLaunches(store: store)
        let now = try await live(at: Self.launchTime.addingTimeInterval(60))
        #expect(now.map(\.row.launch.id) == ["in-flight", "streaming"] && now.map(\.reason) == [.inFlight, .webcastLive])
        #expect(try await live(at: Self.launchTime.addingTimeInterval(30 * 86_400)).isEmpty)
    }
}

/// On launch day the refresher asks Launch Library 2 as often as its budget allows: a job's
/// tighter TTL applies while it says so, and the usual one otherwise.
@Suite("Launch day refreshes")
struct LaunchDayRefreshTests {
    private struct NoLog: RefreshLog {
        func recordFailure(of dataset: DatasetID, _ failure: RefreshFailure) async throws {}
    }

    @Test("data 10 minutes old is due on launch day (a TTL of 4 minutes) and not otherwise (an hour)")
    func tighterWhileLaunchDay() async throws {
        let store = InMemoryLaunchStore()
        let live = LiveLaunches(store: store)
        // Each time asked, the data was refreshed 10 minutes before.
        func refresher(at now: Date) -> BackgroundRefresh {
            let job = RefreshJob(
                dataset: .launchLibrary, maxAge: .seconds(3_600), age: { (true, now.addingTimeInterval(-600)) },
                tighterMaxAge: { (try? await live.isLaunchDay(at: now)) == true ? .seconds(240) : nil }, refresh: { "refreshed" })
            return BackgroundRefresh(jobs: [job], log: NoLog(), now: .fixed(now))
        }
        #expect(await refresher(at: LiveLaunchesTests.launchTime).refreshDue().isEmpty, "no launch stored: the hour holds")
        try await store.saveLaunchLibrary(
            LaunchLibraryFetch(
                list: .upcoming, entries: [LaunchLibraryEntry(launch: LiveLaunchesTests.launch("soon", status: .go), body: Data())],
                origin: .snapshot("x")),
            updatedThrough: nil, backfillBefore: nil, refreshedAt: LiveLaunchesTests.launchTime)
        // Half an hour before a launch known to the minute: launch day.
        #expect(await refresher(at: LiveLaunchesTests.launchTime.addingTimeInterval(-1_800)).refreshDue().map(\.summary) == ["refreshed"])
        #expect(await refresher(at: LiveLaunchesTests.launchTime.addingTimeInterval(-3 * 3_600)).refreshDue().isEmpty, "three hours before: not yet")
    }
}
