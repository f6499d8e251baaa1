import AlmanacCore
import AlmanacPresentation
import AlmanacStore
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacServer

/// The people and stations of `../shared/snapshot-v2` (named by `ALMANAC_SNAPSHOT_V2`) beside
/// every provider's launches. The expected figures were counted from the JSON files with Python,
/// independently of Almanac's reader: 858 astronauts, 1,741 flights of which 1,641 name a launch
/// the snapshot holds; Peggy Whitson (id 513) flew 5 times, 4 of them in the snapshot; the ISS
/// has 8 on board and Tiangong 3.
@Suite(
    "Snapshot v2: astronauts, space stations and spacecraft",
    .enabled(if: TestFixtures.snapshotV2 != nil, "set ALMANAC_SNAPSHOT_V2 to ../shared/snapshot-v2"))
struct AstronautSnapshotTests {
    /// The launches, people and stations imported once for every test here (seconds in a debug build).
    private static let importedOnce = Task { () throws -> (AppDatabase, SyncAstronauts.Summary) in
        guard let directory = TestFixtures.snapshotV2 else { throw CancellationError() }
        let database = try await AppDatabase.temporary()
        _ = try await SyncLaunchLibrary(source: SnapshotLaunchLibrarySource(directory: directory), store: SQLLaunchStore(database: database))()
        let summary = try await SyncAstronauts(
            source: SnapshotAstronautSource(directory: directory), store: SQLAstronautStore(database: database), checksAgainstStored: false)()
        return (database, summary)
    }

    private func app() async throws -> some ApplicationProtocol {
        let (database, summary) = try await Self.importedOnce.value
        #expect(summary.astronauts == 858 && summary.stations == 15 && summary.spacecraft == 46 && summary.skipped == 0)
        let services = try await WebApp.services(database: database, load: false)
        return Application(router: try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc)))
    }

    @Test("Peggy Whitson's page lists her 5 flights, the 4 the store holds linked; the search finds \"whitson\"")
    func whitson() async throws {
        try await app().test(.router) { client in
            let page = try await client.get("/astronauts/whitson")
            #expect(page.status == .ok && page.body.contains("<h1>Peggy Whitson</h1>"))
            let flights = try #require(page.body.components(separatedBy: "<ol class=\"flights\">").last?.components(separatedBy: "</ol>").first)
            #expect(flights.components(separatedBy: "<li>").count - 1 == 5)
            #expect(flights.components(separatedBy: "<a href=\"/launches/").count - 1 == 4)
            #expect(flights.contains("Axiom Space Mission 4") && !flights.contains(">Falcon 9 Block 5 | Axiom Space Mission 4</a>"))
            let search = try await client.get("/search?q=whitson")
            #expect(search.body.contains(#"href="/astronauts/513""#))
        }
    }

    @Test("every flight whose launch the store holds links to it: 1,641 of 1,741")
    func everyHeldFlightLinks() async throws {
        let (database, _) = try await Self.importedOnce.value
        let composition = Composition.over(database)
        var (flights, linked) = (0, 0)
        for astronaut in try await composition.astronauts.astronauts() {
            let profile = try await composition.astronautUseCases.show(id: String(astronaut.id))
            flights += profile.flights.count
            linked += profile.flights.filter { $0.launchID != nil }.count
        }
        #expect(flights == 1741 && linked == 1641)
    }

    @Test("the ISS says 8 on board and Tiangong 3; in space now 11 (here and on the home page), counted, nobody guessed aboard")
    func stations() async throws {
        try await app().test(.router) { client in
            let list = try await client.get("/stations")
            #expect(list.body.contains("11 people are in space now") && list.body.contains("8 aboard the International Space Station"))
            #expect(list.body.contains("3 aboard the Tiangong space station") && list.body.contains("De-orbited and decommissioned"))
            let iss = try await client.get("/stations/4")
            #expect(iss.body.contains("8 on board") && iss.body.contains("Crew Dragon Freedom"))
            #expect(iss.body.contains("as launched: who is aboard now is counted above"))
            let tiangong = try await client.get("/stations/tiangong space")
            #expect(tiangong.status == .ok && tiangong.body.contains("3 on board"))
            let api = try APIBody(try await client.get("/api/v1/stations").body)
            let inSpace = try #require((api.data as? [String: Any])?["inSpace"] as? [String: Any])
            #expect(inSpace["total"] as? Int == 11 && (inSpace["named"] as? [Any])?.isEmpty == true)
            #expect(try await client.get("/").body.contains("11 people are in space now"), "the home page says it too")
        }
    }

    @Test("Crew-13 and Shenzhou 23 list their crews with roles, each linked to their page, in GraphQL too")
    func crews() async throws {
        try await app().test(.router) { client in
            let shenzhou = try await client.get("/launches/a0e0f590-1cb4-4b6b-845c-0087633af132")
            #expect(shenzhou.body.contains(#"<a href="/astronauts/764">Zhu Yangzhu</a> <span class="role">· Commander</span>"#))
            let crew13 = try await client.get("/launches/18441371-8b2e-457c-afb5-1ec1b11ab630")
            #expect(crew13.body.contains("<h2>Crew</h2>") && crew13.body.contains(#"<span class="role">· Pilot</span>"#))
            for id in ["764", "917", "916"] { #expect(try await client.get("/astronauts/\(id)").status == .ok) }
            let query = #"{ launch(launchID: "a0e0f590-1cb4-4b6b-845c-0087633af132") { crew { name role astronautID } } }"#
            let graph = try await client.get("/graphql?query=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
            #expect(graph.body.contains(#""name":"Zhu Yangzhu","role":"Commander","astronautID":764"#), "GraphQL's launch carries its crew")
        }
    }

    /// Counted with Python over `ll2/{previous,upcoming}.json` and `ll2/spacestations.json`: 17
    /// launches name a spacecraft kind (14 kinds); Crew Dragon 2 (6) flew Crew-12 and Crew-13 and is
    /// docked at the ISS; Soyuz MS (38) is docked twice, at the ISS.
    @Test("46 spacecraft; the 17 launches whose records name one link to it and it to them; docked vehicles link their kind")
    func spacecraft() async throws {
        let (database, _) = try await Self.importedOnce.value
        let composition = Composition.over(database)
        let listing = try await composition.astronautUseCases.spacecraft()
        #expect(listing.inUse.count + listing.retired.count == 46)
        var flights = 0
        for kind in listing.inUse + listing.retired {
            flights += try await composition.astronautUseCases.oneSpacecraft(id: String(kind.id)).flights.count
        }
        #expect(flights == 17)
        try await app().test(.router) { client in
            let dragon = try await client.get("/spacecraft/6")
            #expect(dragon.body.contains(#"<a href="/launches/862b54e3-7bf8-48e5-8cd1-d77257d5fde9">Crew-12</a>"#))
            #expect(dragon.body.contains(#"<a href="/launches/18441371-8b2e-457c-afb5-1ec1b11ab630">Crew-13</a>"#))
            #expect(dragon.body.contains("Crew Dragon Freedom</strong> at <a href=\"/stations/4\">"))
            let crew12 = try await client.get("/launches/862b54e3-7bf8-48e5-8cd1-d77257d5fde9")
            #expect(crew12.body.contains(#"<a href="/spacecraft/6">Crew Dragon Freedom</a> <span class="role">· Crew Dragon 2</span>"#))
            let iss = try await client.get("/stations/4")
            #expect(iss.body.components(separatedBy: #"<a href="/spacecraft/38">"#).count - 1 == 2, "Soyuz MS-28 and MS-29")
            let query =
                #"{ spacecraft(spacecraftID: "6") { name flights { launchID vehicle } } launch(launchID: "862b54e3-7bf8-48e5-8cd1-d77257d5fde9") { spacecraft { name spacecraftID } } }"#
            let graph = try await client.get("/graphql?query=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
            #expect(graph.body.contains(#""launchID":"18441371-8b2e-457c-afb5-1ec1b11ab630","vehicle":"Crew Dragon Grace""#))
            #expect(graph.body.contains(#""spacecraft":[{"name":"Crew Dragon Freedom","spacecraftID":6}]"#))
        }
    }
}
