import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Launch day on the web: the timeline and webcasts on a launch page, "Live now" on the home page
/// and above the launches list while a launch is happening, and the page that follows its launch.
/// The fixtures' Starlink Group 99-1 lifts off 25 Nov 2026 07:25:16 UTC, its webcast called live.
@Suite("Launch day on the web")
struct LaunchDayWebTests {
    static let starlink = "/launches/a0000000-0000-4000-8000-000000000001"
    static let liftOff = Date(timeIntervalSince1970: 1_795_591_516)

    private func withApp(now: Date, _ test: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true, now: .fixed(now))
        try await SyncLaunchLibrary(
            source: SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures), store: SQLLaunchStore(database: database),
            now: .fixed(TestFixtures.now))()
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        try await Application(router: router).test(.router) { client in try await test(client) }
    }

    @Test("a launch page lists its timeline at T− and the viewer's time, its webcasts with who and when (the live one first), and follows its launch")
    func launchPage() async throws {
        try await withApp(now: TestFixtures.now) { client in
            let page = try await client.get(Self.starlink).body
            #expect(page.contains(#"<ol class="launch-timeline" data-t0="2026-11-25T07:25:16Z">"#), "\(page)")
            #expect(
                page.contains(
                    #"<li data-offset="-2280"><span class="t-offset">T−38:00</span> <time datetime="2026-11-25T06:47:16Z">6:47 AM</time> <strong>GO for Prop Load</strong>"#
                ))
            #expect(page.contains(#"<span class="t-offset">T+08:30</span>"#) && page.contains("First stage lands &lt;script&gt;"))
            #expect(!page.contains("Max-Q"), "an event with an unreadable time is left out")
            // Launch Library calls the webcast live and no stream says it was on air then: its first choice is.
            #expect(
                page.contains(
                    #"<li class="live"><a href="https://www.youtube.com/watch?v=fixture" rel="noopener noreferrer">Webcast</a> <strong class="live-now">Live now</strong>"#
                ))
            #expect(page.contains(#"SpaceX · English · Official Webcast · from <time datetime="2026-11-25T07:05:00Z">25 Nov 2026, 7:05 AM</time>"#))
            #expect(!page.contains("javascript:"))
            #expect(page.contains("<article class=\"launch-detail outcome-upcoming\" data-follow>"), "a launch ahead is followed")
            #expect(page.contains(#"<div data-live-part="when">"#) && page.contains(#"<div data-live-part="body">"#))
            let flown = try await client.get("/launches/b0000000-0000-4000-8000-000000000001").body
            #expect(!flown.contains("data-follow") && !flown.contains("launch-timeline"))

            let api = try APIBody(try await client.get("/api/v1\(Self.starlink)").body)
            let data = try #require(api.data as? [String: Any])
            let timeline = try #require(data["timeline"] as? [[String: Any]])
            #expect(timeline.map { $0["name"] as? String } == ["GO for Prop Load", "Prop Load", "Liftoff", "Stage 1 Landing"])
            #expect(timeline.first?["offset"] as? Int == -2_280 && timeline.first?["time"] as? String == "2026-11-25T06:47:16Z")
            let webcasts = try #require(data["webcasts"] as? [[String: Any]])
            #expect(webcasts.map { $0["isLive"] as? Bool } == [true, false, false] && webcasts[1]["language"] as? String == "English")
        }
    }

    @Test("the conditional poll a followed page makes costs a 304 without a body until the launch changes")
    func followedPageIsConditional() async throws {
        try await withApp(now: TestFixtures.now) { client in
            let first = try await client.get(Self.starlink)
            let etag = try #require(first.headers[.eTag])
            let again = try await client.get(Self.starlink, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified && again.body.isEmpty)
        }
    }

    @Test("Live now: on the home page and above the launches list while the launch's webcast is live near its time; not days before")
    func liveNow() async throws {
        try await withApp(now: Self.liftOff.addingTimeInterval(-15 * 60)) { client in
            let home = try await client.get("/").body
            #expect(home.contains(#"<li class="card live-card" data-live-part="live-now"><h2>Live now</h2>"#), "\(home)")
            #expect(home.contains(#"<ul class="cards live" data-follow>"#), "the open home page follows launch day")
            #expect(
                home.contains(#"<li data-live="webcast-live"><a href="\#(Self.starlink)">Starlink Group 99-1</a> · <strong>Webcast live</strong>"#))
            #expect(home.contains(#"<a href="https://www.youtube.com/watch?v=fixture" rel="noopener noreferrer">Watch live: Webcast</a>"#))
            let list = try await client.get("/launches").body
            #expect(list.contains(#"<section class="live-card" aria-label="Live now">"#) && list.contains("Webcast live"))
        }
        try await withApp(now: TestFixtures.now) { client in
            let (home, list) = (try await client.get("/").body, try await client.get("/launches").body)
            #expect(!home.contains("Live now") && !list.contains("live-card") && !home.contains("data-follow"))
            #expect(home.contains(#"<li data-live-part="live-now" hidden></li>"#), "a place for the card, should one come")
        }
    }
}
