import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

/// Every provider's rockets worked out from the stored launches: one launcher per configuration
/// name (spellings that differ only in case or punctuation are one), its counts, who flew it,
/// its streak, and how it is found by a person's words.
@Suite("Launchers")
struct LaunchersTests {
    static let rocketLab = LaunchProvider(id: 147, name: "Rocket Lab", abbreviation: "RL", countryCodes: ["NZL"])
    static let nasa = LaunchProvider(id: 44, name: "NASA", abbreviation: nil, countryCodes: ["USA"])

    static func launch(
        _ id: String, _ date: String, rocket: String, family: String? = "Electron", provider: LaunchProvider = rocketLab,
        outcome: LaunchOutcome = .success, crew: [CrewAssignment]? = []
    ) -> Launch {
        let details = LaunchLibraryDetails(
            id: id, status: nil, windowStart: nil, windowEnd: nil, rocketName: rocket, padName: nil, locationName: nil,
            fullName: "\(rocket) | \(id)", missionDescription: nil, imageURL: nil, infoURL: nil, webcastURL: nil, probability: nil,
            holdReason: nil, failReason: nil, spacexID: nil, lastUpdated: nil, provider: provider, rocketFamily: family, crew: crew)
        return Launch(
            id: id, flightNumber: 0, name: id, date: ISO8601DateFormatter().date(from: date)!, datePrecision: .minute,
            isUpcoming: outcome == .upcoming, success: outcome == .success ? true : outcome == .failure ? false : nil, rocketID: nil,
            launchpadID: nil, details: nil, failures: [], links: LaunchLinks(), launchLibrary: details, provenance: .launchLibrary)
    }

    /// Electron: a failure, then three successes (one flown for NASA, one spelt "ELECTRON"), then
    /// one upcoming; Saturn V: one crewed success with no family named.
    static let launches = [
        launch("e1", "2017-05-25T04:20:00Z", rocket: "Electron", outcome: .failure),
        launch("e2", "2018-01-21T01:43:00Z", rocket: "Electron"),
        launch("e3", "2019-06-29T04:30:00Z", rocket: "ELECTRON"),
        launch("e4", "2020-06-13T05:12:00Z", rocket: "Electron", provider: nasa),
        launch("e5", "2026-12-30T00:00:00Z", rocket: "Electron", outcome: .upcoming, crew: nil),
        launch(
            "s1", "1969-07-16T13:32:00Z", rocket: "Saturn V", family: nil, provider: nasa,
            crew: [CrewAssignment(astronautID: 1, name: "Neil Armstrong", role: "Commander")]),
    ]
    static let listing = LaunchListing(launches, rocketNames: [:])

    /// A store holding `launches` as Launch Library 2's previous list.
    static func store(_ launches: [Launch]) async throws -> InMemoryLaunchStore {
        let store = InMemoryLaunchStore()
        try await store.saveLaunchLibrary(
            LaunchLibraryFetch(
                list: .previous, entries: launches.map { LaunchLibraryEntry(launch: $0, body: Data()) }, origin: .upstream("http://127.0.0.1")),
            updatedThrough: nil, backfillBefore: nil, refreshedAt: Date())
        return store
    }

    @Test(
        "a launcher counts its flights by outcome, the first and latest that flew, who flew it the most first, and the successes since its last failure"
    )
    func counts() throws {
        let launchers = Self.listing.launchers
        #expect(launchers.all.map(\.id) == ["electron", "saturn-v"])
        let electron = try #require(launchers.launcher(id: "electron"))
        #expect(electron.name == "Electron" && electron.family == "Electron")
        #expect(electron.tally.total == 5 && electron.tally.successes == 3 && electron.tally.failures == 1 && electron.tally.upcoming == 1)
        #expect(electron.tally.first?.id == "e1" && electron.tally.latest?.id == "e4")
        #expect(electron.providers.map(\.name) == ["Rocket Lab", "NASA"])
        #expect(electron.currentStreak == 3 && electron.crewedFlights == 0)
        let saturn = try #require(launchers.launcher(id: "saturn-v"))
        #expect(saturn.family == nil && saturn.crewedFlights == 1 && saturn.currentStreak == 1)
    }

    @Test("a launcher's id is its name folded to a path part")
    func ids() {
        #expect(Launcher.id(named: "Falcon 9 Block 5") == "falcon-9-block-5")
        #expect(Launcher.id(named: "Soyuz-2.1a/Fregat") == "soyuz-2-1a-fregat")
        #expect(Launcher.id(named: "Ariane 5 ECA+") == "ariane-5-eca")
        #expect(Launcher.id(named: "长征") == "rocket")
    }

    @Test("a launcher is found by id, by name, or by a part of its name no other holds; else not found, or ambiguous with the choices")
    func findsALauncher() async throws {
        let launchers = BrowseLaunchers(store: try await Self.store(Self.launches))
        #expect(try await launchers.launcher("saturn-v").name == "Saturn V")
        #expect(try await launchers.launcher("SATURN V").id == "saturn-v")
        #expect(try await launchers.launcher("elec").id == "electron")
        await #expect(throws: NotFound.self) { try await launchers.launcher("Falcon") }
        await #expect(throws: NotFound.self) { try await launchers.launcher("  ") }
        let ambiguous = await #expect(throws: AmbiguousName.self) { try await launchers.launcher("n") }
        #expect(ambiguous?.candidates.map(\.id) == ["electron", "saturn-v"])
    }

    @Test("an empty year between two is one without data once several providers' launches are stored, and a real zero for one provider's")
    func emptyYears() async throws {
        func perYear(_ launches: [Launch]) async throws -> [Int: Bool] {
            Dictionary(uniqueKeysWithValues: try await CountLaunchesPerYear(store: try await Self.store(launches))().map { ($0.year, $0.isCovered) })
        }
        let twoProviders = [
            Self.launch("a", "2010-03-01T00:00:00Z", rocket: "Electron"),
            Self.launch("b", "2012-03-01T00:00:00Z", rocket: "Electron", provider: Self.nasa),
        ]
        #expect(try await perYear(twoProviders) == [2010: true, 2011: false, 2012: true])
        let oneProvider = [
            Self.launch("a", "2010-03-01T00:00:00Z", rocket: "Electron"), Self.launch("b", "2012-03-01T00:00:00Z", rocket: "Electron"),
        ]
        #expect(try await perYear(oneProvider) == [2010: true, 2011: true, 2012: true])
    }
}
