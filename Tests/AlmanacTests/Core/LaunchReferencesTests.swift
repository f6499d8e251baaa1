import AlmanacCore
import Testing

@Suite("Launch references")
struct LaunchReferencesTests {
    private static func rocket(_ id: String, _ name: String) -> Rocket {
        Rocket(
            id: id, name: name, type: "rocket", isActive: true, stages: nil, boosters: nil, costPerLaunch: nil,
            successRatePercent: nil, firstFlight: nil, country: nil, company: nil, wikipedia: nil, description: nil,
            heightMeters: nil, diameterMeters: nil, massKilograms: nil, engines: nil, landingLegs: nil, payloadWeights: [], images: []
        )
    }

    /// Four rockets are scanned, twenty looked up by id: both ways name the same rocket.
    @Test("a row's rocket by id, the first of a repeated id, none for an unknown id; with few rockets and with many", arguments: [4, 20])
    func rocketByID(count: Int) {
        let rockets = (0..<count).map { Self.rocket("r\($0)", "Rocket \($0)") } + [Self.rocket("r1", "A second r1")]
        let references = LaunchReferences(rockets: rockets, launchpads: [])
        for index in 0..<count {
            #expect(references.rocket(id: "r\(index)") == RocketReference(rockets[index]))
        }
        #expect(references.rocket(id: "r1")?.name == "Rocket 1")
        #expect(references.rocket(id: "r\(count)") == nil)
        #expect(references.rocket(id: "") == nil)
    }
}
