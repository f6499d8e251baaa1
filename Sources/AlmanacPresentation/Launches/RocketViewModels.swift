import AlmanacCore
import Foundation

/// A row of the rockets catalogue.
public struct RocketRowViewModel: Hashable, Sendable, Encodable {
    public let id: String
    public let name: String
    public let type: String
    public let active: Bool
    /// "Active" or "Retired".
    public let statusText: String
    /// "2010-06-04", or "not flown".
    public let firstFlightText: String
    /// "97 %", or "unknown".
    public let successRateText: String
    /// "USD 50,000,000", or "unknown".
    public let costText: String
    public let imageURL: String?

    public init(_ rocket: Rocket, environment: PresentationEnvironment) {
        id = rocket.id
        name = rocket.name
        type = rocket.type
        active = rocket.isActive
        statusText = rocket.isActive ? "Active" : "Retired"
        firstFlightText = rocket.firstFlight ?? "not flown"
        successRateText = rocket.successRatePercent.map { "\($0) %" } ?? "unknown"
        costText = rocket.costPerLaunch.map(NumberText.dollars) ?? "unknown"
        imageURL = rocket.images.first.map(environment.imageURL)
    }
}

/// The rocket detail screen: the catalogue row plus every specification present.
public struct RocketDetailViewModel: Hashable, Sendable, Encodable {
    public let summary: RocketRowViewModel
    public let description: String?
    public let wikipedia: String?
    /// Label and formatted value, in reading order; missing values are left out.
    public let specs: [Spec]
    /// "Low Earth Orbit: 22,800 kg".
    public let payloads: [Spec]
    public let images: [String]

    public struct Spec: Hashable, Sendable, Encodable {
        public let label: String
        public let value: String
    }

    public init(_ rocket: Rocket, environment: PresentationEnvironment) {
        summary = RocketRowViewModel(rocket, environment: environment)
        description = rocket.description
        wikipedia = rocket.wikipedia
        let engines = rocket.engines
        let engineText = engines.map { engines -> String in
            let name = [engines.type?.capitalized, engines.version].compactMap { $0 }.joined(separator: " ")
            let count = engines.number.map { "\($0) × " } ?? ""
            return count + (name.isEmpty ? "engine" : name)
        }
        let candidates: [(String, String?)] = [
            ("Height", rocket.heightMeters.map { NumberText.decimal($0) + " m" }),
            ("Diameter", rocket.diameterMeters.map { NumberText.decimal($0) + " m" }),
            ("Mass", rocket.massKilograms.map { NumberText.decimal($0, decimals: 0) + " kg" }),
            ("Stages", rocket.stages.map(NumberText.grouped)),
            ("Boosters", rocket.boosters.map(NumberText.grouped)),
            ("Engines", engineText),
            ("Propellants", engines.flatMap { $0.propellants.isEmpty ? nil : $0.propellants.joined(separator: " / ") }),
            ("Landing legs", rocket.landingLegs.map(NumberText.grouped)),
            ("Country", rocket.country),
            ("Company", rocket.company),
        ]
        specs = candidates.compactMap { label, value in value.map { Spec(label: label, value: $0) } }
        payloads = rocket.payloadWeights.map { payload in
            Spec(label: payload.orbit, value: payload.kilograms.map { NumberText.decimal($0, decimals: 0) + " kg" } ?? "unknown")
        }
        images = rocket.images.map(environment.imageURL)
    }
}
