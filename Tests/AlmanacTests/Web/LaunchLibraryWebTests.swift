import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacPresentation

/// The launches screens over both sources: the fixtures' SpaceX launches and Launch Library's
/// hand-written lists (clock 21 Nov 2026 15:00 UTC).
@Suite("Launch Library 2 on the web: timeline, next launch, calendar feed")
struct LaunchLibraryWebTests {
    /// The web app over the fixtures; `withLaunchLibrary` false leaves LL2 out until `sync` runs.
    private func withApp(
        withLaunchLibrary: Bool = true, _ test: @Sendable (any TestClientProtocol, @Sendable () async throws -> Void) async throws -> Void
    ) async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true)
        let store = SQLLaunchStore(database: database)
        let sync: @Sendable () async throws -> Void = {
            try await SyncLaunchLibrary(
                source: SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures), store: store, now: .fixed(TestFixtures.now))()
        }
        if withLaunchLibrary { try await sync() }
        // Freshness read on every request: a refresh shows at once rather than within a second.
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        try await Application(router: router).test(.router) { client in try await test(client, sync) }
    }

    @Test("one list: Launch Library's launches with their time as people write it and their status; the launch both know once, by either id")
    func timeline() async throws {
        try await withApp { client, _ in
            let page = try await client.get("/launches?year=2026").body
            // The clock is 21 Nov 2026: a launch this year needs no year, a plan ahead its weekday.
            #expect(page.contains(">Starlink Group 99-1</a>") && page.contains("25 Nov 2026, 7:25 AM"), "\(page)")
            #expect(page.contains("Times in UTC."), "the zone, said once")
            #expect(page.contains(#"<span class="status">Go for launch</span>"#))
            #expect(!page.contains(#"class="source""#), "where a launch came from is on its page, not in every row")
            #expect(page.contains(">December 2026<"))
            // The footer says how fresh each source is.
            #expect(page.contains(#"<p class="freshness">Launch Library 2 data from a snapshot of 21 Nov 2026"#), "\(page)")
            let crew = try await client.get("/launches/b0000000-0000-4000-8000-000000000001").body
            #expect(crew.contains("<h1>Crew Future</h1>") && crew.contains("<dt>Source</dt><dd>SpaceX API and Launch Library 2</dd>"))
            // The SpaceX API's id, the LL2 id: one launch.
            #expect(try await client.get("/launches/l5").body == crew)
            let api = try APIBody(try await client.get("/api/v1/launches?year=2024").body)
            let rows = try #require(api.data as? [[String: Any]])
            #expect(rows.first?["source"] as? String == "ll2" && rows.first?["status"] as? String == "Launch failed")
            let meta = try APIBody(try await client.get("/api/v1/launches?limit=100").body).meta
            #expect(meta["total"] as? Int == 13)
            // Both sources' freshness, as the page's two footers: the SpaceX API's, then Launch Library's.
            let shown = try #require(meta["shownWith"] as? [[String: Any]], "\(meta)")
            #expect(meta["dataset"] as? String == "spacex" && shown.count == 1)
            #expect(shown.first?["dataset"] as? String == "ll2" && shown.first?["refreshedAt"] as? String == "2026-11-21T12:00:00Z")
            // Older than its hour by the machine's clock, which these pages read.
            #expect(shown.first?["origin"] as? String == "a snapshot of 21 Nov 2026" && shown.first?["stale"] as? Bool == true)
            let facts = try APIBody(try await client.get("/api/v1/facts/categories").body).meta
            #expect(facts["dataset"] != nil && facts["shownWith"] == nil, "a dataset shown alone says nothing more")
        }
    }

    @Test("a refresh that moves a launch: its page says from when to when and lists the change; the API carries it")
    func moved() async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true)
        let store = SQLLaunchStore(database: database)
        try await SyncLaunchLibrary(
            source: SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures), store: store, now: .fixed(TestFixtures.now))()
        let moved = try LaunchLibraryDecodingTests.fixturesWithStarlinkMoved()
        defer { try? FileManager.default.removeItem(at: moved) }
        try await SyncLaunchLibrary(source: SnapshotLaunchLibrarySource(directory: moved), store: store, now: .fixed(TestFixtures.now))()
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        try await Application(router: router).test(.router) { client in
            let page = try await client.get("/launches/a0000000-0000-4000-8000-000000000001").body
            #expect(page.contains("Moved from 25 Nov 2026 07:25 UTC to 27 Nov 2026 07:25 UTC, today"), "\(page)")
            #expect(page.contains("NET 25 Nov 2026 07:25 UTC → 27 Nov 2026 07:25 UTC; Go for launch → On hold"))
            let api = try APIBody(try await client.get("/api/v1/launches/a0000000-0000-4000-8000-000000000001").body)
            let data = try #require(api.data as? [String: Any])
            #expect((data["lastMove"] as? String)?.hasPrefix("Moved from 25 Nov 2026") == true)
            #expect((data["changes"] as? [[String: Any]])?.count == 1)
        }
    }

    @Test("the next launch is Launch Library's, on the home page with a countdown (it is known to the minute) and atop the launches list")
    func nextLaunch() async throws {
        try await withApp { client, _ in
            let home = try await client.get("/").body
            #expect(home.contains(#"<a href="/launches/a0000000-0000-4000-8000-000000000001">Starlink Group 99-1</a>"#))
            #expect(home.contains("data-countdown"))
            // The launches list, newest first, names it before its far-off plans; not when filtered.
            #expect(
                try await client.get("/launches").body.contains(
                    #"<p class="next-launch">Next: <a href="/launches/a0000000-0000-4000-8000-000000000001">Starlink Group 99-1</a> · 25 Nov 2026, 7:25 AM"#
                ))
            #expect(!(try await client.get("/launches?year=2026").body.contains("next-launch")))
        }
    }

    @Test("a Launch Library refresh shows at once on cached pages and answers")
    func refreshShows() async throws {
        try await withApp(withLaunchLibrary: false) { client, sync in
            #expect(try await client.get("/launches?year=2024").body.contains("No launches match"))
            #expect(try APIBody(try await client.get("/api/v1/launches?year=2024").body).meta["total"] as? Int == 0)
            try await sync()
            #expect(try await client.get("/launches?year=2024").body.contains(">Lost Satellite</a>"))
            #expect(try APIBody(try await client.get("/api/v1/launches?year=2024").body).meta["total"] as? Int == 1)
        }
    }

    @Test(
        "the calendar feed: timed events (the window, a reminder an hour before) only for launches known to the hour, stable UIDs, a SEQUENCE that grows as the date moves, the list's rocket and pad filters"
    )
    func calendar() async throws {
        try await withApp { client, _ in
            let answer = try await client.get("/launches/upcoming.ics")
            #expect(answer.status == .ok && answer.headers[.contentType] == "text/calendar; charset=utf-8")
            let events = try ICalendar.events(answer.body)
            // Starship's December, the held quarter and "2029" would cover a calendar: left out.
            #expect(events.map { $0["SUMMARY"] } == ["Starlink Group 99-1 (Falcon 9)"])
            let event = try #require(events.first)
            #expect(event["UID"] == "a0000000-0000-4000-8000-000000000001@almanac.launches" && event["SEQUENCE"] == "0")
            #expect(event["DTSTART"] == "20261125T072500Z" && event["DTEND"] == "20261125T112500Z" && event["STATUS"] == "CONFIRMED")
            #expect(event["VALARM.TRIGGER"] == "-PT1H" && event["VALARM.ACTION"] == "DISPLAY")
            #expect(event["DESCRIPTION"]?.contains(#"Status: Go for launch\nRocket: Falcon 9"#) == true)
            // The first of its webcasts that is a web address: the javascript: one is left out.
            #expect(event["DESCRIPTION"]?.contains(#"\nWebcast: https://www.youtube.com/watch?v=fixture\n"#) == true)
            #expect(event["DESCRIPTION"]?.contains("javascript:") == false)
            #expect(event["URL"]?.hasSuffix("/launches/a0000000-0000-4000-8000-000000000001") == true)
            #expect(try await client.get("/launches").body.contains(#"href="/launches/upcoming.ics""#))
            // The list's link filters: Falcon 9 keeps it, Falcon 1 has nothing ahead, an unknown rocket is a 404 naming the choices.
            #expect(try ICalendar.events(try await client.get("/launches/upcoming.ics?rocket=falcon%209").body).count == 1)
            #expect(try ICalendar.events(try await client.get("/launches/upcoming.ics?rocket=Falcon%201").body).isEmpty)
            let unknown = try await client.get("/launches/upcoming.ics?rocket=Saturn%20V")
            #expect(unknown.status == .notFound && unknown.body.contains("Falcon 9"))
        }
    }

    @Test(
        "a calendar of one's own: /starred gives its address once a launch is starred; it holds only starred launches ahead; a wrong token or deleted data is a 404"
    )
    func starredCalendar() async throws {
        try await withApp { client, _ in
            let launch = "a0000000-0000-4000-8000-000000000001"
            #expect(!(try await client.get("/starred").body.contains("launches.ics")), "no address before a launch is starred")
            try await client.execute(uri: "/api/v1/starred/launch/" + launch, method: .put) { #expect($0.status == .ok) }
            let page = try await client.get("/starred").body
            let address = try #require(page.firstMatch(of: /value="http:\/\/[^\/"]*(\/starred\/launches\.ics\?token=[0-9a-f]{32})" readonly/)?.1)
            #expect(page.contains(#"href="webcal://"#) && page.contains("Add to my calendar"), "a calendar app opens on webcal:")
            #expect(try await client.get("/starred").body.contains(String(address)), "the same address on every visit")

            let feed = try await client.get(String(address))
            #expect(feed.status == .ok && feed.headers[.contentType] == "text/calendar; charset=utf-8")
            #expect(try ICalendar.events(feed.body).map { $0["SUMMARY"] } == ["Starlink Group 99-1 (Falcon 9)"])
            try await client.execute(uri: "/api/v1/starred/launch/" + launch, method: .delete) { #expect($0.status == .ok) }
            #expect(try ICalendar.events(try await client.get(String(address)).body).isEmpty, "only starred launches")

            for wrong in ["", "?token=", "?token=local", "?token=" + String(repeating: "0", count: 32), "?token=%3Cscript%3E"] {
                #expect(try await client.get("/starred/launches.ics" + wrong).status == .notFound, "\(wrong)")
            }
            try await client.execute(uri: "/api/v1/profile", method: .delete) { #expect($0.status == .ok) }
            #expect(try await client.get(String(address)).status == .notFound, "deleted with the profile's data")
        }
    }

    @Test(
        "a starred calendar is kept for its owner until their stars change: calendar apps poll it"
    )
    func starredCalendarKept() async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.servicesWithLaunchLibrary(database: database)
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        try await Application(router: router).test(.router) { client in
            let launch = "a0000000-0000-4000-8000-000000000001"
            try await client.execute(uri: "/api/v1/starred/launch/" + launch, method: .put) { #expect($0.status == .ok) }
            let address = try #require(try await client.get("/starred").body.firstMatch(of: /\/starred\/launches\.ics\?token=[0-9a-f]{32}/)?.0)
            func feed() async throws -> [[String: String]] { try ICalendar.events(try await client.get(String(address)).body) }
            #expect(try await feed().map { $0["SUMMARY"] } == ["Starlink Group 99-1 (Falcon 9)"])
            // A change behind the server's back counts no revision: the kept calendar does not see it.
            try await database.execute("DELETE FROM profile_star")
            #expect(try await feed().count == 1, "answered from memory")
            // An unstar through Almanac counts one: the next poll is drawn anew.
            try await client.execute(uri: "/api/v1/starred/launch/" + launch, method: .delete) { #expect($0.status == .ok) }
            #expect(try await feed().isEmpty)
        }
    }

    @Test("when a refresh moves a launch its event keeps its UID, moves, and its SEQUENCE grows")
    func calendarFollowsAMove() async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true)
        let store = SQLLaunchStore(database: database)
        try await SyncLaunchLibrary(
            source: SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures), store: store, now: .fixed(TestFixtures.now))()
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        try await Application(router: router).test(.router) { client in
            let before = try #require(try ICalendar.events(try await client.get("/launches/upcoming.ics").body).first)
            let moved = try LaunchLibraryDecodingTests.fixturesWithStarlinkMoved()
            defer { try? FileManager.default.removeItem(at: moved) }
            // An hour later, as the refresher would.
            try await SyncLaunchLibrary(
                source: SnapshotLaunchLibrarySource(directory: moved), store: store, now: .fixed(TestFixtures.now.addingTimeInterval(3600)))()
            let after = try #require(try ICalendar.events(try await client.get("/launches/upcoming.ics").body).first)
            #expect(after["UID"] == before["UID"] && before["SEQUENCE"] == "0" && after["SEQUENCE"] == "1")
            #expect(after["DTSTART"] == "20261127T072516Z" && after["DTSTART"] != before["DTSTART"])
        }
    }

    @Test("the feeds link to the host the visitor used, one kept feed per host; a Host that is not a plain host[:port] is refused")
    func calendarHosts() async throws {
        try await WebApp.withLiveServer(launchLibrary: true) { (port: Int) async throws in
            // A starred calendar too, kept for its owner (one profile for the machine here) per host.
            let star = try await RawHTTP.exchange(
                port: port,
                "PUT /api/v1/starred/launch/a0000000-0000-4000-8000-000000000001 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            #expect(RawHTTP.status(of: star) == 200)
            let starred = try await RawHTTP.exchange(port: port, "GET /starred HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            let calendar = try #require(starred.firstMatch(of: /\/starred\/launches\.ics\?token=[0-9a-f]{32}/)?.0)
            for feed in ["/launches/upcoming.ics", String(calendar)] {
                for (host, expected) in [("127.0.0.1:\(port)", "URL:http://127.0.0.1:\(port)/"), ("almanac.example", "URL:http://almanac.example/")] {
                    let answer = try await RawHTTP.exchange(port: port, "GET \(feed) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
                    #expect(RawHTTP.status(of: answer) == 200 && answer.contains(expected), "\(feed) by \(host): \(answer.prefix(600))")
                }
            }
            let hostile = try await RawHTTP.exchange(
                port: port, "GET /launches/upcoming.ics HTTP/1.1\r\nHost: localhost:\(port) <b>\r\nConnection: close\r\n\r\n")
            #expect(RawHTTP.status(of: hostile) == 400 && !hostile.contains("<b>"))
        }
    }

    @Test("calendar text is escaped and long lines folded within 75 octets, never inside a character")
    func escaping() {
        #expect(LaunchCalendar.text("a;b,c\\d\ne\r\u{7}") == #"a\;b\,c\\d\ne"#)
        let folded = LaunchCalendar.fold("SUMMARY:" + String(repeating: "🚀", count: 40))
        #expect(folded.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == "SUMMARY:" + String(repeating: "🚀", count: 40))
    }
}

/// A strict enough reader of an iCalendar body for the tests: CRLF lines of at most 75 octets,
/// folding undone, BEGIN/END balanced, every event with UID, DTSTAMP and DTSTART.
enum ICalendar {
    struct Invalid: Error, CustomStringConvertible { let description: String }

    static func events(_ body: String) throws -> [[String: String]] {
        guard body.hasSuffix("\r\n"), !body.replacingOccurrences(of: "\r\n", with: "").contains("\n") else {
            throw Invalid(description: "lines must end in CRLF")
        }
        let physical = body.components(separatedBy: "\r\n").dropLast()
        if let long = physical.first(where: { $0.utf8.count > 75 }) { throw Invalid(description: "line over 75 octets: \(long)") }
        var lines: [String] = []
        for line in physical {
            if line.hasPrefix(" ") { lines[lines.count - 1] += line.dropFirst() } else { lines.append(line) }
        }
        guard lines.first == "BEGIN:VCALENDAR", lines.last == "END:VCALENDAR", lines.contains("VERSION:2.0"),
            lines.contains(where: { $0.hasPrefix("PRODID:") })
        else {
            throw Invalid(description: "not one VCALENDAR with VERSION and PRODID")
        }
        var events: [[String: String]] = [], current: [String: String]?, alarm = false
        for line in lines.dropFirst().dropLast() {
            guard let colon = line.firstIndex(of: ":") else { throw Invalid(description: "no colon: \(line)") }
            let name = String(line[..<colon]), value = String(line[line.index(after: colon)...])
            switch (name, value) {
            case ("BEGIN", "VEVENT"):
                guard current == nil else { throw Invalid(description: "nested VEVENT") }
                current = [:]
            case ("END", "VEVENT"):
                guard let event = current, event["UID"] != nil, event["DTSTAMP"] != nil,
                    event["DTSTART"] != nil || event["DTSTART;VALUE=DATE"] != nil
                else { throw Invalid(description: "an event lacks UID, DTSTAMP or DTSTART") }
                events.append(event)
                current = nil
            case ("BEGIN", "VALARM"):
                alarm = true
            case ("END", "VALARM"):
                alarm = false
            default:
                // An alarm's properties are kept apart from its event's: "VALARM.TRIGGER".
                current?[alarm ? "VALARM." + name : name] = value
            }
        }
        guard current == nil else { throw Invalid(description: "unclosed VEVENT") }
        return events
    }
}
