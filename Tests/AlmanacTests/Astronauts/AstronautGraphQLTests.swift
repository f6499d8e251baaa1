import Foundation
import Testing

@Suite("Astronauts and stations in GraphQL")
struct AstronautGraphQLTests {
    @Test("allAstronauts filters as the JSON API does; astronaut by id or name with its flights; stations; people in space")
    func astronauts() async throws {
        let graph = try await GraphQLHarness.fixtures()
        let inSpace = try await graph.run(#"{ allAstronauts(status: "in-space") { totalCount astronauts { name status } } peopleInSpace }"#)
        #expect(inSpace.errors.isEmpty, "\(inSpace.errors)")
        #expect(
            inSpace["allAstronauts", "totalCount"] as? Int == 1 && inSpace["allAstronauts", "astronauts", 0, "name"] as? String == "Jessica Watkins")
        #expect(inSpace["peopleInSpace"] as? Int == 11)
        let whitson = try await graph.run(#"{ astronaut(astronautID: "whitson") { astronautID flightCount flights { name launchID } } }"#)
        #expect(whitson["astronaut", "astronautID"] as? Int == 276 && whitson["astronaut", "flightCount"] as? Int == 2)
        #expect(whitson["astronaut", "flights", 0, "launchID"] == nil, "a launch the store lacks has no id")
        let iss = try await graph.run(#"{ spaceStation(stationID: "4") { name onboardCrew docked { spacecraft } } allSpaceStations { name } }"#)
        #expect(iss["spaceStation", "onboardCrew"] as? Int == 8 && iss["spaceStation", "docked", 0, "spacecraft"] as? String == "Crew Dragon Freedom")
        #expect(
            (iss["allSpaceStations"] as? [[String: Any]])?.map { $0["name"] as? String } == [
                "International Space Station", "Tiangong space station", "Mir",
            ])
        let none = try await graph.run(#"{ astronaut(astronautID: "nobody at all") { name } }"#)
        #expect(none.errors.isEmpty && none["astronaut"] == nil)
        let bad = try await graph.run(#"{ allAstronauts(status: "asleep") { totalCount } }"#)
        #expect(bad.errors.contains { $0.contains("status must be one of") }, "\(bad.errors)")
    }
}
