import Foundation

/// A first stage on one launch: which booster it was, how often it had flown, and how it came
/// back. From Launch Library 2's launcher stages and the SpaceX API's cores; every field may be
/// unknown (the SpaceX API names a core's serial only in `/v4/cores`).
public struct BoosterFlight: Hashable, Sendable, Codable {
    /// "B1067"; nil when the source does not say which booster flew.
    public let serial: String?
    /// Its flight, counting this one: 9 for its ninth.
    public let flightNumber: Int?
    /// Whether it had flown before.
    public let reused: Bool?
    /// "Core", "Side booster"; nil for a single-stick rocket's only stage.
    public let role: String?
    public let landing: Landing?
    /// Days since its previous flight.
    public let turnaroundDays: Int?
    /// The landings the booster had made in all, as the record's source counted them.
    public let landingsSoFar: Int?

    public init(
        serial: String?, flightNumber: Int?, reused: Bool?, role: String? = nil, landing: Landing?, turnaroundDays: Int? = nil,
        landingsSoFar: Int? = nil
    ) {
        self.serial = serial
        self.flightNumber = flightNumber
        self.reused = reused
        self.role = role
        self.landing = landing
        self.turnaroundDays = turnaroundDays
        self.landingsSoFar = landingsSoFar
    }

    /// The booster a launch record names, when it names a real one: Launch Library 2 says
    /// "Unknown F9" until SpaceX assigns one.
    public static func knownSerial(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty, !text.lowercased().hasPrefix("unknown") else { return nil }
        return text
    }
}

/// How a first stage came back, or was meant to.
public struct Landing: Hashable, Sendable, Codable {
    /// Whether a landing was tried (false: expended on purpose).
    public let attempted: Bool?
    /// Whether it landed; nil until it is known.
    public let succeeded: Bool?
    /// "Of Course I Still Love You", "Landing Zone 40".
    public let place: String?
    /// "OCISLY", "LZ-40".
    public let placeAbbreviation: String?
    /// "ASDS" (a drone ship), "RTLS" (back to the launch site), "Ocean".
    public let kind: String?

    public init(attempted: Bool?, succeeded: Bool?, place: String?, placeAbbreviation: String?, kind: String?) {
        self.attempted = attempted
        self.succeeded = succeeded
        self.place = place
        self.placeAbbreviation = placeAbbreviation
        self.kind = kind
    }
}
