import Foundation
import Testing

/// `almanac star` and `almanac starred`: the local profile's stars from the terminal.
@Suite("almanac star and starred")
struct StarCommandTests {
    @Test("stars a launch by name and a person by id, lists them by kind newest first, unstars, and says when nothing was starred")
    func starAndList() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        try await runCommand(["import", TestFixtures.directory.path], database: database)

        #expect(try await runCommand(["starred"], database: database).hasPrefix("Nothing starred yet"))
        #expect(try await runCommand(["star", "launch", "falconsat"], database: database) == "Starred the launch FalconSat.\n")
        let person = try await runCommand(["star", "people", "1", "--json"], database: database)
        #expect(try JSONSerialization.jsonObject(with: Data(person.utf8)) as? NSDictionary == ["kind": "people", "id": "1", "starred": true])

        let table = try await runCommand(["starred"], database: database)
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.first == "Launches", "launches come first whatever was starred last")
        #expect(lines.contains { $0.hasPrefix("FalconSat") && $0.contains("l1") })
        #expect(lines.contains("People") && lines.contains { $0.hasPrefix("Luke Skywalker") })

        let listed = try await runCommand(["starred", "--json"], database: database)
        let stars = try #require(try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]])
        #expect(stars.map { $0["name"] as? String } == ["Luke Skywalker", "FalconSat"], "newest first")
        #expect(stars.first?["href"] as? String == "/swapi/people/1")

        #expect(try await runCommand(["star", "launch", "l1", "--remove"], database: database) == "Unstarred the launch FalconSat.\n")
        #expect(try await runCommand(["star", "launch", "l1", "--remove"], database: database) == "The launch l1 was not starred.\n")
        #expect(!(try await runCommand(["starred"], database: database)).contains("FalconSat"))
    }

    @Test("stars an astronaut and a station by name, lists them under their own headings, and shows a station")
    func astronautsAndStations() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        try await runCommand(["import", TestFixtures.directory.appendingPathComponent("astronauts").path], database: database)

        #expect(try await runCommand(["star", "astronaut", "whitson"], database: database) == "Starred the astronaut Peggy Whitson.\n")
        #expect(try await runCommand(["star", "station", "mir"], database: database) == "Starred the space station Mir.\n")
        let lines = try await runCommand(["starred"], database: database).split(separator: "\n").map(String.init)
        #expect(lines.first == "Astronauts" && lines.contains { $0.hasPrefix("Peggy Whitson") && $0.contains("276") })
        #expect(lines.contains("Space stations") && lines.contains { $0.hasPrefix("Mir ") })

        let station = try await runCommand(["station", "international"], database: database)
        #expect(station.hasPrefix("International Space Station\n") && station.contains("On board        8 people"))
        #expect(
            station.contains("Expedition 74") && station.contains("  Someone Unknown, Commander"), "a crew name the store lacks is shown as given")
        #expect(station.contains("Harmony zenith: Crew Dragon Freedom"))
    }

    @Test(
        "a kind or record that does not exist is refused naming it, and nothing is stored",
        arguments: [
            (["star", "robots", "1"], "KIND must be one of launch, booster, astronaut, station, fact, people"),
            (["star", "planets", "999"], "there is no planet with id \"999\""),
            (["star", "launch", "nope"], "there is no launch with id \"nope\""),
        ])
    func refusals(arguments: [String], message: String) async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        try await runCommand(["import", TestFixtures.directory.path], database: database)
        let run = await CLIHarness.run(arguments, database: database)
        #expect(run.code != 0 && run.standardError.contains(message), "\(run.standardError)")
        #expect(try await runCommand(["starred"], database: database).hasPrefix("Nothing starred yet"))
    }
}
