import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The slips view (`/launches/changes`), its API twin and its Atom feed, over Launch Library's
/// fixtures and a refresh that moves Starlink Group 99-1 two days and puts it on hold. (A feed
/// reader from PyPI reads the feed in `scripts/feed-check`.)
@Suite("Schedule changes: the slips view and its feed")
struct LaunchChangesWebTests {
    static let starlink = "a0000000-0000-4000-8000-000000000001"

    /// The web app over the fixtures and its database (for a test that writes behind the
    /// server's back); `refresh` runs Launch Library's sync again from `folder`.
    private func withApp(
        _ test: @Sendable (any TestClientProtocol, AppDatabase, @Sendable (URL) async throws -> Void) async throws -> Void
    ) async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true)
        let refresh: @Sendable (URL) async throws -> Void = { folder in
            try await SyncLaunchLibrary(
                source: SnapshotLaunchLibrarySource(directory: folder), store: SQLLaunchStore(database: database), now: .fixed(TestFixtures.now))()
        }
        try await refresh(LaunchLibraryDecodingTests.fixtures)
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        try await Application(router: router).test(.router) { client in try await test(client, database, refresh) }
    }

    /// The feed's entries' ids and titles (`AtomEntries`).
    private func entries(_ xml: String) -> [(id: String, title: String)] { AtomEntries.read(xml) }

    @Test("a refresh's move and hold shows once in the view, the API and the feed, with a stable id; filters narrow it as the list's")
    func moveShowsOnce() async throws {
        try await withApp { client, _, refresh in
            #expect(try await client.get("/launches/changes").body.contains("No changes seen yet"))
            let empty = try await client.execute(uri: "/launches/changes.atom", method: .get) { $0 }
            #expect(empty.status == .ok && empty.headers[.contentType] == "application/atom+xml; charset=utf-8")
            #expect(entries(String(buffer: empty.body)).isEmpty)

            let moved = try LaunchLibraryDecodingTests.fixturesWithStarlinkMoved()
            defer { try? FileManager.default.removeItem(at: moved) }
            try await refresh(moved)
            try await refresh(moved)  // the same again: nothing new
            let page = try await client.get("/launches/changes").body
            #expect(page.contains(">1 change</p>") && page.contains(#"<a href="/launches/\#(Self.starlink)">Starlink Group 99-1</a>"#), "\(page)")
            #expect(page.contains("NET 25 Nov 2026 07:25 UTC → 27 Nov 2026 07:25 UTC") && page.contains("Go for launch → On hold"), "\(page)")
            #expect(
                page.contains(
                    #"<link rel="alternate" type="application/atom+xml" title="Almanac: launch schedule changes" href="/launches/changes.atom">"#))

            let feed = entries(try await client.get("/launches/changes.atom").body)
            #expect(feed.count == 1 && feed.first?.title.hasPrefix("Starlink Group 99-1: NET 25 Nov 2026") == true, "\(feed)")
            let id = try #require(feed.first?.id)
            #expect(id.hasPrefix("http://localhost/launches/\(Self.starlink)#change-"))
            try await refresh(moved)
            #expect(entries(try await client.get("/launches/changes.atom").body).map(\.id) == [id], "read again: the same entry, the same id")

            let api = try APIBody(try await client.get("/api/v1/launches/changes").body)
            let rows = try #require(api.data as? [[String: Any]])
            #expect(rows.count == 1 && (rows[0]["launch"] as? [String: Any])?["id"] as? String == Self.starlink && api.meta["total"] as? Int == 1)

            // Filtered as the launches list is.
            #expect(entries(try await client.get("/launches/changes.atom?provider=SpaceX").body).count == 1)
            #expect(entries(try await client.get("/launches/changes.atom?year=1999").body).isEmpty)
            #expect(try await client.get("/launches/changes?rocket=nothing-of-that-name").status == .notFound)
            #expect(try await client.get("/launches/changes.atom?year=20x0").status == .badRequest)
            let list = try await client.get("/launches?year=2026").body
            #expect(
                list.contains(#"href="/launches/changes.atom?year=2026">"#)
                    && list.contains(#"<a href="/launches/changes?year=2026">Schedule changes</a>"#))
        }
    }

    @Test(
        "a launch first listed by a refresh is announced once in the new launches' feed, with a stable id, filtered as the list; the first sync announces nothing; the slips view keeps to changes"
    )
    func announcement() async throws {
        try await withApp { client, _, refresh in
            #expect(entries(try await client.get("/launches/new.atom").body).isEmpty, "the first sync is not news")
            let announced = try LaunchLibraryDecodingTests.fixturesWithLaunchAnnounced()
            defer { try? FileManager.default.removeItem(at: announced) }
            try await refresh(announced)
            let feed = entries(try await client.get("/launches/new.atom").body)
            #expect(feed.count == 1 && feed.first?.title == "Starlink Group 100-1: Announced, NET 2 Dec 2026 07:25 UTC", "\(feed)")
            let id = try #require(feed.first?.id)
            #expect(id.hasPrefix("http://localhost/launches/a0000000-0000-4000-8000-0000000000ff#announced-"))
            try await refresh(announced)
            #expect(entries(try await client.get("/launches/new.atom").body).map(\.id) == [id], "read again: the same entry, the same id")
            #expect(entries(try await client.get("/launches/new.atom?provider=SpaceX").body).count == 1)
            #expect(entries(try await client.get("/launches/new.atom?year=1999").body).isEmpty)
            #expect(try await client.get("/launches/new.atom?rocket=nothing-of-that-name").status == .notFound)
            #expect(try await client.get("/launches/changes").body.contains("No changes seen yet"), "an announcement is not a change")
            #expect(entries(try await client.get("/launches/changes.atom").body).isEmpty)
            let list = try await client.get("/launches").body
            #expect(list.contains(#"<link rel="alternate" type="application/atom+xml" title="Almanac: new launches" href="/launches/new.atom">"#))
        }
    }

    @Test("a launch named with markup and control characters: the feed stays well-formed XML and the name stays text")
    func hostileName() async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true)
        let named = #"<script>alert(1)</script> & \u0001\u0008 \"Flight\""#
        let first = try LaunchLibraryDecodingTests.fixtures {
            $0.replacingOccurrences(of: #""name": "Falcon 9 Block 5 | Starlink Group 99-1""#, with: "\"name\": \"Falcon 9 Block 5 | \(named)\"")
        }
        let moved = try LaunchLibraryDecodingTests.fixtures {
            $0.replacingOccurrences(of: #""name": "Falcon 9 Block 5 | Starlink Group 99-1""#, with: "\"name\": \"Falcon 9 Block 5 | \(named)\"")
                .replacingOccurrences(of: #""net": "2026-11-25T07:25:16Z""#, with: #""net": "2026-11-26T07:25:16Z""#)
        }
        defer { for folder in [first, moved] { try? FileManager.default.removeItem(at: folder) } }
        for folder in [first, moved] {
            try await SyncLaunchLibrary(
                source: SnapshotLaunchLibrarySource(directory: folder), store: SQLLaunchStore(database: database), now: .fixed(TestFixtures.now))()
        }
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        try await Application(router: router).test(.router) { client in
            let xml = try await client.get("/launches/changes.atom").body
            let feed = entries(xml)
            #expect(feed.count == 1 && feed[0].title.hasPrefix("<script>alert(1)</script> &  \"Flight\": NET"), "\(feed)")
            #expect(!xml.contains("<script>"))
        }
    }

    @Test(
        "the starred launches' changes feed: only their changes, opened by the private token (a wrong one is a 404), kept for its owner until their stars change"
    )
    func starredChangesFeed() async throws {
        try await withApp { client, database, refresh in
            let moved = try LaunchLibraryDecodingTests.fixturesWithStarlinkMoved()
            defer { try? FileManager.default.removeItem(at: moved) }
            try await refresh(moved)
            try await client.execute(uri: "/api/v1/starred/launch/" + Self.starlink, method: .put) { #expect($0.status == .ok) }
            let calendar = try #require(try await client.get("/starred").body.firstMatch(of: /\/starred\/launches\.ics\?token=[0-9a-f]{32}/)?.0)
            let address = calendar.replacingOccurrences(of: "/starred/launches.ics", with: "/starred/changes.atom")
            func feed() async throws -> [(id: String, title: String)] {
                let answer = try await client.execute(uri: address, method: .get) { $0 }
                #expect(answer.status == .ok && answer.headers[.contentType] == "application/atom+xml; charset=utf-8")
                return entries(String(buffer: answer.body))
            }
            let first = try await feed()
            #expect(first.count == 1 && first.first?.title.hasPrefix("Starlink Group 99-1: NET 25 Nov 2026") == true, "\(first)")
            #expect(try await feed().count == 1)
            // A change behind the server's back counts no revision: the kept feed does not see it
            // (a feed drawn again would have no starred launch, and no entry).
            try await database.execute("DELETE FROM profile_star")
            #expect(try await feed().count == 1, "answered from memory")
            // An unstar through Almanac counts one: the next poll is drawn anew.
            try await client.execute(uri: "/api/v1/starred/launch/" + Self.starlink, method: .delete) { #expect($0.status == .ok) }
            #expect(try await feed().isEmpty)
            for wrong in ["", "?token=", "?token=" + String(repeating: "0", count: 32)] {
                #expect(try await client.get("/starred/changes.atom" + wrong).status == .notFound, "\(wrong)")
            }
        }
    }
}
