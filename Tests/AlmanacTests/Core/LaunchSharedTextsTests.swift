import AlmanacCore
import Foundation
import Testing

/// The launches read model keeps each text its launches repeat once (`Launch.sharingTexts`): a
/// launch comes out equal to the one put in, every field kept, and two launches from one pad
/// hold one copy of the pad's names and addresses.
@Suite("Launches share the texts they repeat")
struct LaunchSharedTextsTests {
    /// A launch with every field set (the test below checks none is left out), named `id` and
    /// from the pad every launch here shares.
    static func launch(_ id: String, day: Int) -> Launch {
        let date = Calendar.utc.date(from: DateComponents(year: 2026, month: 3, day: day))!
        let place = LaunchPlace(
            latitude: 28.56, longitude: -80.57, padMapImageURL: "https://maps.example.org/pads/space-launch-complex-40.png",
            padWikiURL: "https://en.wikipedia.org/wiki/Cape_Canaveral_Space_Launch_Complex_40", countryCode: "USA",
            timeZone: "America/New_York", siteMapImageURL: "https://maps.example.org/sites/cape-canaveral-sfs.png")
        let details = LaunchLibraryDetails(
            id: "\(id)-0000-4000-8000-000000000000", status: .success, windowStart: date, windowEnd: date.addingTimeInterval(3_600),
            rocketName: "Falcon 9 Block 5", padName: "Space Launch Complex 40", locationName: "Cape Canaveral SFS, FL, USA",
            fullName: "Falcon 9 Block 5 | Starlink Group \(id)", missionDescription: "A batch of satellites for \(id).",
            imageURL: "https://images.example.org/falcon-9-block-5.jpeg", infoURL: "https://example.org/info/\(id)",
            webcastURL: "https://example.org/watch/\(id)", probability: 90, holdReason: "Waiting for the range",
            failReason: "None to speak of at all", spacexID: "5eb87d46ffd86e000604b388", lastUpdated: date,
            missionType: "Communications", orbit: "Low Earth Orbit", orbitAbbreviation: "LEO",
            webcasts: [
                Webcast(
                    url: "https://example.org/watch/\(id)", title: "Starlink \(id)", publisher: "SpaceX Official", language: "English",
                    kind: "Official Webcast", startsAt: date, endsAt: date)
            ],
            isWebcastLive: false, weatherConcerns: "Cumulus Cloud Rule, Flight Through Precipitation", yearLaunchCount: 12,
            padTurnaround: 86_400,
            updates: [LaunchUpdate(comment: "Go for launch", at: date, author: "Launch Library Team", infoURL: "https://example.org/updates/go")],
            updateCount: 1,
            boosters: [
                BoosterFlight(
                    serial: "B1080", flightNumber: 12, reused: true, role: "Core",
                    landing: Landing(attempted: true, succeeded: true, place: "A Shortfall of Gravitas", placeAbbreviation: "ASOG", kind: "ASDS"),
                    turnaroundDays: 30, landingsSoFar: 11)
            ],
            provider: LaunchProvider(id: 121, name: "SpaceX Exploration Technologies", abbreviation: "SpX", countryCodes: ["USA"]),
            rocketFamily: "Falcon", padID: 80, locationID: 12, place: place,
            crew: [CrewAssignment(astronautID: 1, name: "A Person With A Long Name", role: "Mission Specialist")],
            spacecraft: [SpacecraftVehicle(name: "Crew Dragon Endeavour", configurationID: 7, configurationName: "Crew Dragon")],
            timeline: [TimelineEvent(name: "Stage 1 Landing Burn", description: "The first stage lights up to land.", offset: 500)])
        let links = LaunchLinks(
            patchSmall: "https://images.example.org/patch-small.png", patchLarge: "https://images.example.org/patch-large.png",
            article: "https://example.org/article", wikipedia: "https://en.wikipedia.org/wiki/Starlink", webcast: "https://example.org/watch",
            youtubeID: "dQw4w9WgXcQ", presskit: "https://example.org/presskit.pdf", redditCampaign: "https://reddit.example.org/campaign",
            redditLaunch: "https://reddit.example.org/launch", redditMedia: "https://reddit.example.org/media",
            redditRecovery: "https://reddit.example.org/recovery")
        return Launch(
            id: "\(id)-0000-4000-8000-000000000000", flightNumber: day, name: "Starlink Group \(id)", date: date, datePrecision: .minute,
            isUpcoming: false, success: true, rocketID: "5e9d0d95eda69973a809d1ec", launchpadID: "5e9e4501f509094ba4566f84",
            details: "Details of \(id).", failures: [LaunchFailure(time: 1, altitude: 2, reason: "none")], links: links,
            launchLibraryID: "\(id)-0000-4000-8000-000000000000", launchLibrary: details, provenance: .both,
            cores: [BoosterFlight(serial: "B1080", flightNumber: 12, reused: true, landing: nil)])
    }

    /// Whether `value` (read by `Mirror`) is an optional holding nothing.
    static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    @Test("the fixture sets every field, so a field the read model's copy left out would show below")
    func fixtureIsWhole() {
        let details = Self.launch("a", day: 1).launchLibrary!
        for value in [details, details.place!, details.provider!, details.webcasts![0], details.updates![0], details.timeline![0]] as [Any] {
            for child in Mirror(reflecting: value).children {
                #expect(!Self.isNil(child.value), "\(type(of: value)).\(child.label ?? "?") is nil in the fixture")
            }
        }
    }

    @Test("each launch comes out equal to the one put in")
    func keepsEveryField() {
        let shared = SharedTexts()
        for launch in [Self.launch("a", day: 1), Self.launch("b", day: 2)] {
            #expect(launch.sharingTexts(shared) == launch)
        }
    }

    @Test("two launches from one pad, each decoded from its stored JSON, hold one copy of its texts once shared")
    func sharesRepeatedTexts() throws {
        // Decoded, as the store reads them: each launch has copies of its own (the fixture's
        // literals would be one copy already).
        let decoded = try [Self.launch("a", day: 1), Self.launch("b", day: 2)].map {
            try JSONDecoder().decode(Launch.self, from: try JSONEncoder().encode($0))
        }
        func storage(_ text: String?) -> UnsafeRawPointer? {
            var text = text
            return text?.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        func texts(_ launch: Launch?) -> [String?] {
            let details = launch?.launchLibrary
            return [
                details?.padName, details?.locationName, details?.place?.padMapImageURL, details?.place?.timeZone,
                details?.provider?.name, details?.webcasts?.first?.publisher, details?.timeline?.first?.name, launch?.rocketID,
            ]
        }
        for (left, right) in zip(texts(decoded[0]), texts(decoded[1])) {
            #expect(storage(left) != storage(right), "\(left ?? "nil") decoded once for both")
        }
        let shared = SharedTexts()
        let launches = decoded.map { $0.sharingTexts(shared) }
        for (left, right) in zip(texts(launches[0]), texts(launches[1])) {
            #expect(storage(left) != nil && storage(left) == storage(right), "\(left ?? "nil") kept twice")
        }
        // A launch's own ids are one copy too: the id, its Launch Library 2 id and its record's.
        let launch = launches[0]
        #expect(storage(launch.id) == storage(launch.launchLibraryID) && storage(launch.id) == storage(launch.launchLibrary?.id))
    }
}
