import AlmanacCore
import AlmanacStore
import Foundation
import Testing

@testable import AlmanacUpstream

/// Launch Library 2's bodies read into launches: every status and precision id, both recorded
/// shapes, and what a hostile or broken object turns into.
@Suite("Launch Library 2: decoding")
struct LaunchLibraryDecodingTests {
    static let fixtures = TestFixtures.directory.appendingPathComponent("launchlibrary")

    private func fetch(_ list: LaunchLibraryList) async throws -> LaunchLibraryFetch {
        try await SnapshotLaunchLibrarySource(directory: Self.fixtures).fetch(list, updatedSince: nil)
    }

    @Test(
        "the upcoming list: NET with its precision and window, status, rocket, pad, web links only, an image object; an unreadable date skipped and named"
    )
    func upcoming() async throws {
        let fetch = try await fetch(.upcoming)
        #expect(fetch.entries.count == 4)
        #expect(fetch.skippedReasons.count == 1 && fetch.skippedReasons[0].contains("not a date"), "\(fetch.skippedReasons)")
        let starlink = try #require(fetch.entries.first?.launch)
        let details = try #require(starlink.launchLibrary)
        #expect(starlink.name == "Starlink Group 99-1" && starlink.datePrecision == .minute && starlink.outcome == .upcoming)
        #expect(details.status == .go && details.probability == 90 && details.rocketName == "Falcon 9 Block 5")
        #expect(details.padName == "Space Launch Complex 40" && details.locationName == "Cape Canaveral SFS, FL, USA")
        #expect(details.windowStart != nil && details.windowEnd != nil && details.lastUpdated != nil)
        // The javascript: link ranks first and is dropped.
        #expect(details.webcastURL == "https://www.youtube.com/watch?v=fixture" && starlink.links.webcast == details.webcastURL)
        let starship = fetch.entries[1].launch
        #expect(starship.datePrecision == .month && starship.launchLibrary?.imageURL == "https://images.example.org/starship.jpg")
        #expect(fetch.entries[2].launch.launchLibrary?.holdReason == "Payload not ready" && fetch.entries[2].launch.datePrecision == .quarter)
        #expect(fetch.entries[3].launch.datePrecision == .decade && fetch.entries[3].launch.launchLibrary?.status == .toBeConfirmed)
        // The object is kept as it came, to export.
        let body = try #require(try JSONSerialization.jsonObject(with: fetch.entries[0].body) as? [String: Any])
        #expect(body["name"] as? String == "Falcon 9 Block 5 | Starlink Group 99-1" && body["probability"] as? Int == 90)
    }

    @Test(
        "a launch's timeline: events in time order with signed offsets; one without a name or with an unreadable time is skipped, the rest kept"
    )
    func timeline() async throws {
        let details = try #require(try await fetch(.upcoming).entries.first?.launch.launchLibrary)
        let timeline = try #require(details.timeline)
        #expect(timeline.map(\.name) == ["GO for Prop Load", "Prop Load", "Liftoff", "Stage 1 Landing"])
        #expect(timeline.map(\.offset) == [-2_280, -2_100, 0, 510])
        #expect(timeline[0].description == "Launch director verifies go for propellant load")
        #expect(ISODuration.signedSeconds("-PT1H2M3.5S") == -3_723.5 && ISODuration.signedSeconds("-") == nil)
        #expect(ISODuration.signedSeconds("--PT1M") == nil && ISODuration.signedSeconds("PT") == nil)
    }

    @Test("webcasts keep their publisher, language, kind and start; a field of another shape is read as missing, not the webcast")
    func webcastDetails() async throws {
        let details = try #require(try await fetch(.upcoming).entries.first?.launch.launchLibrary)
        let webcasts = try #require(details.webcasts)
        #expect(
            webcasts.map(\.url) == [
                "https://www.youtube.com/watch?v=fixture", "https://x.com/SpaceX/status/fixture", "https://www.example.org/stream",
            ])
        let official = webcasts[1]
        #expect(official.publisher == "SpaceX" && official.language == "English" && official.kind == "Official Webcast")
        #expect(official.startsAt == (try Date("2026-11-25T07:05:00Z", strategy: .iso8601)) && official.endsAt == nil)
        #expect(webcasts[2].language == nil && webcasts[2].kind == nil && webcasts[2].startsAt == nil)
    }

    @Test("the cut-down previous list: a location name that is an object, failures with reasons, odd shapes read as missing")
    func previous() async throws {
        let fetch = try await fetch(.previous)
        #expect(fetch.entries.count == 4 && fetch.skippedReasons.isEmpty)
        let launches = Dictionary(uniqueKeysWithValues: fetch.entries.map { ($0.launch.name, $0.launch) })
        #expect(launches["Crew Future"]?.launchLibrary?.locationName == "Kennedy Space Center, FL, USA")
        #expect(launches["Crew Future"]?.outcome == .success && launches["Crew Future"]?.datePrecision == .minute)
        let lost = try #require(launches["Lost Satellite"])
        #expect(lost.outcome == .failure && lost.failures.first?.reason == "Liquid oxygen leak on the second stage")
        #expect(lost.launchLibrary?.locationName == "Vandenberg SFB, CA, USA")
        #expect(launches["Partly There"]?.outcome == .failure && launches["Partly There"]?.launchLibrary?.status == .partialFailure)
        // A status given as a word and a pad location given as a number: read as missing; a
        // launch of the previous list without a status has happened with no outcome recorded.
        #expect(launches["Unknown Shape"]?.outcome == .unknown && launches["Unknown Shape"]?.launchLibrary?.padName == nil)
    }

    @Test(
        "every status id maps to an outcome and words",
        arguments: [
            (1, LaunchOutcome.upcoming, "Go for launch"), (2, .upcoming, "Date to be determined"), (3, .success, "Launch successful"),
            (4, .failure, "Launch failed"), (5, .upcoming, "On hold"), (6, .upcoming, "In flight"), (7, .failure, "Partial failure"),
            (8, .upcoming, "Date to be confirmed"),
        ])
    func statuses(id: Int, outcome: LaunchOutcome, words: String) throws {
        let status = try #require(LaunchStatus(rawValue: id))
        #expect(status.outcome == outcome && status.words == words)
    }

    @Test("every precision id of the data README maps to how much of the date is known")
    func precisions() {
        let expected: [(Double, DatePrecision)] = [
            (0, .minute), (1, .minute), (2, .hour), (5, .day), (7, .month), (8, .quarter), (9, .quarter), (10, .quarter),
            (11, .quarter), (12, .half), (13, .half), (14, .year), (15, .year), (16, .decade),
        ]
        for (id, precision) in expected {
            #expect(LaunchLibraryDTO.precision(id, outcome: .upcoming) == precision, "id \(id)")
        }
        #expect(LaunchLibraryDTO.precision(nil, outcome: .success) == .minute && LaunchLibraryDTO.precision(nil, outcome: .upcoming) == .day)
        #expect(LaunchLibraryDTO.precision(1e300, outcome: .upcoming) == .day)
    }

    @Test("a record carrying 100,000 updates and 1,000 webcasts keeps the latest 50 updates (saying how many there were) and 20 webcasts")
    func boundedLists() throws {
        let upcoming = try Data(contentsOf: Self.fixtures.appendingPathComponent("ll2/upcoming.json"))
        var envelope = try #require(try JSONSerialization.jsonObject(with: upcoming) as? [String: Any])
        var first = try #require((envelope["results"] as? [[String: Any]])?.first)
        first["updates"] = (0..<100_000).map { index in
            [
                "id": index, "comment": "Update \(index)",
                "created_on": String(format: "2026-08-%02dT%02d:%02d:00Z", 1 + index % 28, index / 60 % 24, index % 60),
            ]
        }
        first["vidURLs"] = (0..<1_000).map { index in ["url": "https://example.org/\(index)", "priority": index] }
        envelope["results"] = [first]
        let page = try LaunchLibraryPage.decode(try JSONSerialization.data(withJSONObject: envelope), list: .upcoming, location: "x")
        let details = try #require(page.entries.first?.launch.launchLibrary)
        #expect(details.updates?.count == LaunchLibraryDetails.keptUpdates)
        #expect(details.updateCount == 100_000)
        #expect(details.webcasts?.count == LaunchLibraryDetails.keptWebcasts)
        #expect(details.webcasts?.first?.url == "https://example.org/0", "the upstream's first choice first")
        let times = try #require(details.updates).map(\.at)
        #expect(times == times.sorted(by: >), "the latest ones, newest first")
    }

    @Test(
        "a pad's place: coordinates sent as text or numbers, the site's country, zone and map from the location or from the object a cut-down copy put in its name; out-of-range coordinates are missing"
    )
    func place() throws {
        func decode(_ pad: String) throws -> LaunchPlace? {
            let body = #"{"results": [{"id": "p1", "name": "Electron | One", "net": "2026-01-01T00:00:00Z", "pad": \#(pad)}]}"#
            return try LaunchLibraryPage.decode(Data(body.utf8), list: .previous, location: "x").entries.first?.launch.launchLibrary?.place
        }
        let detailed = try decode(
            #"{"id": 65, "latitude": "-39.262833", "longitude": 177.864469, "wiki_url": "https://en.wikipedia.org/wiki/Mahia", "location": {"id": 10, "name": "Mahia", "country_code": "NZL", "timezone_name": "Pacific/Auckland", "map_image": "https://example.org/10.jpg"}}"#
        )
        #expect(
            detailed?.latitude == -39.262833 && detailed?.longitude == 177.864469 && detailed?.padWikiURL == "https://en.wikipedia.org/wiki/Mahia")
        #expect(
            detailed?.countryCode == "NZL" && detailed?.timeZone == "Pacific/Auckland" && detailed?.siteMapImageURL == "https://example.org/10.jpg")
        let cutDown = try decode(
            #"{"id": 32, "location": {"id": 15, "name": {"id": 15, "name": "Baikonur", "country_code": "KAZ", "timezone_name": "Asia/Qyzylorda"}}}"#)
        #expect(cutDown?.countryCode == "KAZ" && cutDown?.timeZone == "Asia/Qyzylorda" && cutDown?.latitude == nil)
        let hostile = try decode(#"{"id": 1, "latitude": "1e999", "longitude": "west", "location": {"id": 2, "name": "Somewhere"}}"#)
        #expect(hostile == nil, "nothing usable: no place at all")
        #expect(try decode("null") == nil)
    }

    @Test(
        "a crew: 2.2.0's spacecraft object or a later release's list, names with their roles in the record's order; a member without a name or of another shape is left out, the rest kept; no spacecraft is no crew"
    )
    func crew() throws {
        func decode(_ rocket: String) throws -> [CrewAssignment]? {
            let body = #"{"results": [{"id": "c1", "name": "Soyuz | MS-29", "net": "2026-01-01T00:00:00Z", "rocket": \#(rocket)}]}"#
            return try LaunchLibraryPage.decode(Data(body.utf8), list: .previous, location: "x").entries.first?.launch.launchLibrary?.crew
        }
        let member = #"{"role": {"role": "Commander"}, "astronaut": {"id": 650, "name": "Pyotr Dubrov"}}"#
        let engineer = #"{"role": {"role": "Flight Engineer"}, "astronaut": {"id": 713, "name": "Anil Menon"}}"#
        let expected = [
            CrewAssignment(astronautID: 650, name: "Pyotr Dubrov", role: "Commander"),
            CrewAssignment(astronautID: 713, name: "Anil Menon", role: "Flight Engineer"),
        ]
        #expect(try decode(#"{"spacecraft_stage": {"launch_crew": [\#(member), \#(engineer)]}}"#) == expected)
        #expect(try decode(#"{"spacecraft_stage": [{"launch_crew": [\#(member)]}, {"launch_crew": [\#(engineer)]}]}"#) == expected)
        let hostile = try decode(
            #"{"configuration": {"name": "Soyuz"}, "spacecraft_stage": {"launch_crew": [{"astronaut": {"name": "  "}}, 7, \#(member), {"role": "pilot", "astronaut": {"id": -3, "name": "Nobody Known"}}]}}"#
        )
        #expect(hostile == [expected[0], CrewAssignment(astronautID: nil, name: "Nobody Known", role: nil)])
        #expect(try decode(#"{"configuration": {"name": "Electron"}}"#) == [])
        #expect(try decode(#"{"spacecraft_stage": "a string"}"#) == [])
        #expect(try decode("null") == nil, "no rocket: the record does not say")
    }

    @Test("a body that is not a list is refused naming where it came from; one with no readable launch is refused before storing")
    func refusals() throws {
        #expect(throws: UpstreamFailure.self) { try LaunchLibraryPage.decode(Data("[1,2]".utf8), list: .upcoming, location: "x") }
        let page = try LaunchLibraryPage.decode(Data(#"{"count":1,"results":[{"id":"a"}]}"#.utf8), list: .upcoming, location: "x")
        let fetch = LaunchLibraryFetch(list: .upcoming, entries: page.entries, skippedReasons: page.skippedReasons, origin: .snapshot("x"))
        #expect(throws: UpstreamFailure.self) { try fetch.validate() }
    }
}
