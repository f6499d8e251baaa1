import AlmanacCore
import Foundation
import Testing

/// A launch is stored as JSON (`spacex_launch`, `ll2_launch`, `launch_timeline`): the shape stores
/// of earlier releases hold must still read, and a launch must write the same keys back.
@Suite("Launch: the stored JSON shape")
struct LaunchStoredShapeTests {
    /// As an earlier release wrote it (no `cores`, no Launch Library part), by hand.
    private static let stored = Data(
        """
        {"id":"5eb87cd9ffd86e000604b32a","flightNumber":1,"name":"FalconSat","date":-496224000,
         "datePrecision":"hour","isUpcoming":false,"success":false,"rocketID":"5e9d0d95eda69955f709d1eb",
         "launchpadID":"5e9e4502f5090995de566f86","details":"Engine failure at 33 seconds",
         "failures":[{"time":33,"altitude":null,"reason":"merlin engine failure"}],
         "links":{"wikipedia":"https://en.wikipedia.org/wiki/DemoSat","youtubeID":"0a_00nJ_Y88"},
         "provenance":"spacex"}
        """.utf8)

    @Test("a launch stored by an earlier release reads with every field")
    func readsEarlierShape() throws {
        let launch = try JSONDecoder().decode(Launch.self, from: Self.stored)
        #expect(launch.id == "5eb87cd9ffd86e000604b32a")
        #expect(launch.name == "FalconSat")
        #expect(launch.flightNumber == 1)
        #expect(launch.datePrecision == .hour)
        #expect(launch.outcome == .failure)
        #expect(launch.failures == [LaunchFailure(time: 33, altitude: nil, reason: "merlin engine failure")])
        #expect(launch.links.youtubeID == "0a_00nJ_Y88")
        #expect(launch.cores == nil && launch.launchLibrary == nil && launch.provenance == .spacex)
    }

    @Test("a launch writes the keys it reads, and reads back equal")
    func writesSameKeys() throws {
        let launch = try JSONDecoder().decode(Launch.self, from: Self.stored)
        let written = try JSONEncoder().encode(launch)
        let keys = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any]).keys
        let storedKeys = try #require(try JSONSerialization.jsonObject(with: Self.stored) as? [String: Any]).keys
        #expect(Set(keys) == Set(storedKeys))
        #expect(try JSONDecoder().decode(Launch.self, from: written) == launch)
    }

    @Test("launches with the same fields are equal and hash alike; one field apart, they differ")
    func equality() throws {
        let one = try JSONDecoder().decode(Launch.self, from: Self.stored)
        let same = try JSONDecoder().decode(Launch.self, from: Self.stored)
        #expect(one == same && one.hashValue == same.hashValue)
        let renamed = Launch(
            id: one.id, flightNumber: one.flightNumber, name: "FalconSat-2", date: one.date, datePrecision: one.datePrecision,
            isUpcoming: one.isUpcoming, success: one.success, rocketID: one.rocketID, launchpadID: one.launchpadID,
            details: one.details, failures: one.failures, links: one.links)
        #expect(one != renamed)
    }
}
