import AlmanacCore

/// A rocket as `/v4/rockets` sends it.
struct SpaceXRocketDTO: Decodable {
    let id: String
    let name: String
    let type: String?
    let active: Bool?
    let stages: Double?
    let boosters: Double?
    let cost_per_launch: Double?
    let success_rate_pct: Double?
    let first_flight: String?
    let country: String?
    let company: String?
    let wikipedia: String?
    let description: String?
    let height: Length?
    let diameter: Length?
    let mass: Mass?
    let engines: Engines?
    let landing_legs: LandingLegs?
    let payload_weights: [PayloadWeight]?
    let flickr_images: [String]?

    struct Length: Decodable { let meters: Double? }
    struct Mass: Decodable { let kg: Double? }
    struct LandingLegs: Decodable { let number: Double? }
    struct PayloadWeight: Decodable {
        let id: String?
        let name: String?
        let kg: Double?
    }
    struct Engines: Decodable {
        let number: Double?
        let type: String?
        let version: String?
        let propellant_1: String?
        let propellant_2: String?
    }

    func toDomain() -> Rocket {
        Rocket(
            id: id, name: name, type: type ?? "rocket", isActive: active ?? false,
            stages: OutsideNumber.optional(stages, in: 0...100), boosters: OutsideNumber.optional(boosters, in: 0...100),
            costPerLaunch: OutsideNumber.optional(cost_per_launch, in: 0...1_000_000_000_000).map(Int64.init),
            successRatePercent: OutsideNumber.optional(success_rate_pct, in: 0...100),
            firstFlight: first_flight.nilIfBlank, country: country, company: company,
            wikipedia: wikipedia.nilIfBlank, description: description.nilIfBlank,
            heightMeters: Plausible.number(height?.meters, in: 0...10_000), diameterMeters: Plausible.number(diameter?.meters, in: 0...10_000),
            massKilograms: Plausible.number(mass?.kg, in: 0...1e12),
            engines: engines.map {
                Rocket.Engines(
                    number: OutsideNumber.optional($0.number, in: 0...1000), type: $0.type, version: $0.version.nilIfBlank,
                    propellants: [$0.propellant_1, $0.propellant_2].compactMap(\.nilIfBlank)
                )
            },
            landingLegs: OutsideNumber.optional(landing_legs?.number, in: 0...100),
            payloadWeights: (payload_weights ?? []).map {
                Rocket.PayloadWeight(orbit: $0.name ?? $0.id ?? "unknown orbit", kilograms: Plausible.number($0.kg, in: 0...1e9))
            },
            images: (flickr_images ?? []).compactMap(\.nilIfBlank)
        )
    }
}
