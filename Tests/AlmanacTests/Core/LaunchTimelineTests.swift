import AlmanacCore
import Foundation
import Testing

/// The merge of the SpaceX API's launches with Launch Library 2's (`LaunchTimeline`).
@Suite("Launch timeline: one list from two sources")
struct LaunchTimelineTests {
    private static func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

    private static func spacex(_ id: String, _ name: String, _ date: String, upcoming: Bool = true, libraryID: String? = nil) -> Launch {
        Launch(
            id: id, flightNumber: 100, name: name, date: Self.date(date), datePrecision: .month, isUpcoming: upcoming,
            success: upcoming ? nil : true, rocketID: "r9", launchpadID: "p2", details: "SpaceX words",
            failures: [], links: LaunchLinks(patchSmall: "https://images2.imgbox.com/patch.png"), launchLibraryID: libraryID
        )
    }

    private static func library(
        _ id: String, _ name: String, _ date: String, spacexID: String? = nil, rocket: String = "Falcon 9 Block 5", pad: String? = nil
    ) -> Launch {
        let details = LaunchLibraryDetails(
            id: id, status: .success, windowStart: nil, windowEnd: nil, rocketName: rocket, padName: pad, locationName: nil,
            fullName: name, missionDescription: nil, imageURL: nil, infoURL: nil, webcastURL: nil, probability: nil,
            holdReason: nil, failReason: nil, spacexID: spacexID, lastUpdated: nil
        )
        return Launch(
            id: id, flightNumber: 0, name: name.components(separatedBy: " | ").last!, date: Self.date(date), datePrecision: .minute,
            isUpcoming: false, success: true, rocketID: nil, launchpadID: nil, details: nil, failures: [], links: LaunchLinks(),
            launchLibrary: details, provenance: .launchLibrary
        )
    }

    private static let rockets = [
        Rocket.named("r1", "Falcon 1"), Rocket.named("r9", "Falcon 9"), Rocket.named("rh", "Falcon Heavy"),
    ]
    private static let pads = [
        Launchpad(id: "p40", name: "CCSFS SLC 40", fullName: nil, locality: nil, region: nil, timeZone: nil, status: nil, details: nil),
        Launchpad(id: "p2", name: "KSC LC 39A", fullName: nil, locality: nil, region: nil, timeZone: nil, status: nil, details: nil),
    ]

    private func merge(_ spacex: [Launch], _ library: [Launch]) -> [Launch] {
        LaunchTimeline.merge(spacex: spacex, launchLibrary: library, rockets: Self.rockets, launchpads: Self.pads)
    }

    @Test("a launch both sources know appears once: the SpaceX API's id, name and detail with Launch Library's date and status")
    func byID() {
        let merged = merge(
            [
                Self.spacex("s1", "Starlink 4-34 (v1.5)", "2022-09-17T01:05:00Z", libraryID: "L1"),
                Self.spacex("s2", "CRS-26", "2022-11-26T00:00:00Z"),
            ],
            [
                Self.library("L1", "Falcon 9 Block 5 | Starlink Group 4-34", "2022-09-19T00:18:40Z"),
                Self.library("L2", "Falcon 9 Block 5 | CRS-26 by another name", "2022-11-26T19:20:00Z", spacexID: "s2"),
            ]
        )
        #expect(merged.count == 2)
        let first = try! #require(merged.first { $0.id == "s1" })
        #expect(first.provenance == .both && first.name == "Starlink 4-34 (v1.5)" && first.details == "SpaceX words")
        #expect(first.date == Self.date("2022-09-19T00:18:40Z") && first.outcome == .success && first.launchLibrary?.id == "L1")
        #expect(first.links.patchSmall != nil && first.rocketID == "r9")
        // LL2's r_spacex_api_id links the other way.
        #expect(merged.first { $0.id == "s2" }?.provenance == .both)
    }

    @Test("the SpaceX API's slipped 'upcoming' launches find their flights by mission name at or after the planned date; TTL-1 stays alone")
    func byName() {
        let spacex = [
            Self.spacex("a", "Starlink 4-35 (v1.5)", "2022-09-19T17:56:00Z"), Self.spacex("b", "Crew-5", "2022-10-03T16:45:00Z"),
            Self.spacex("c", "O3b mPower 1,2", "2022-11-01T00:00:00Z"), Self.spacex("d", "O3b mPower 3.4", "2022-12-01T00:00:00Z"),
            Self.spacex("e", "WorldView Legion 1 & 2", "2022-12-01T00:00:00Z"), Self.spacex("f", "TTL-1", "2022-12-01T00:00:00Z"),
        ]
        let library = [
            Self.library("L35", "Falcon 9 Block 5 | Starlink Group 4-35", "2022-09-24T23:32:10Z"),
            Self.library("L5", "Falcon 9 Block 5 | Crew-5", "2022-10-05T16:00:57Z"),
            Self.library("M12", "Falcon 9 Block 5 | O3b mPower 1 & 2", "2022-12-16T22:48:00Z"),
            Self.library("M34", "Falcon 9 Block 5 | O3b mPower 3 & 4", "2023-04-28T22:12:00Z"),
            Self.library("W12", "Falcon 9 Block 5 | WorldView Legion 1 & 2", "2024-05-02T18:36:00Z"),
            // Same name, flown before the plan: not this launch.
            Self.library("old", "Falcon 9 Block 5 | TTL-1", "2021-01-01T00:00:00Z"),
        ]
        let merged = merge(spacex, library)
        let pairs = Dictionary(uniqueKeysWithValues: merged.map { ($0.id, $0.launchLibrary?.id) })
        #expect(pairs["a"] == "L35" && pairs["b"] == "L5" && pairs["c"] == "M12" && pairs["d"] == "M34" && pairs["e"] == "W12")
        #expect(pairs["f"] == .some(nil) && pairs["old"] == "old")
        #expect(merged.count == 7)
    }

    @Test("mission names reduce to what both sources agree on")
    func missionKeys() {
        #expect(LaunchTimeline.missionKey("Falcon 9 Block 5 | Starlink Group 4-36") == LaunchTimeline.missionKey("Starlink 4-36 (v1.5)"))
        #expect(LaunchTimeline.missionKey("O3b mPower 3.4") == "o3b mpower 3 4")
        #expect(LaunchTimeline.missionKey("Falcon Heavy | USSF-44") == "ussf-44")
        #expect(LaunchTimeline.missionKey("Starlink 4-3") != LaunchTimeline.missionKey("Starlink 4-36"))
    }

    @Test("Launch Library's rockets and pads link to the catalogue where it has them; others keep their names")
    func catalogueLinks() {
        let merged = merge(
            [],
            [
                Self.library("x", "Falcon Heavy | USSF-67", "2023-01-15T22:56:00Z", rocket: "Falcon Heavy", pad: "Launch Complex 39A"),
                Self.library("y", "Falcon 9 Block 5 | Transporter-9", "2023-11-11T18:49:00Z", pad: "Space Launch Complex 40"),
                Self.library("z", "Starship | Flight 4", "2024-06-06T12:50:00Z", rocket: "Starship", pad: "Orbital Launch Mount A"),
            ])
        let byID = Dictionary(uniqueKeysWithValues: merged.map { ($0.id, $0) })
        #expect(byID["x"]?.rocketID == "rh" && byID["x"]?.launchpadID == "p2")
        #expect(byID["y"]?.rocketID == "r9" && byID["y"]?.launchpadID == "p40")
        #expect(byID["z"]?.rocketID == nil && byID["z"]?.launchpadID == nil && byID["z"]?.launchLibrary?.rocketName == "Starship")
        #expect(merged.map(\.id) == ["x", "y", "z"])
    }
}

extension Rocket {
    /// A rocket with only an id and a name, for tests that link by name.
    static func named(_ id: String, _ name: String) -> Rocket {
        Rocket(
            id: id, name: name, type: "rocket", isActive: true, stages: nil, boosters: nil, costPerLaunch: nil,
            successRatePercent: nil, firstFlight: nil, country: nil, company: nil, wikipedia: nil, description: nil,
            heightMeters: nil, diameterMeters: nil, massKilograms: nil, engines: nil, landingLegs: nil, payloadWeights: [], images: []
        )
    }
}
