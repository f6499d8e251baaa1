import AlmanacCore
import Foundation

/// A first stage on a launch, in words: "B1067", "37th flight", "Landed on Of Course I Still Love
/// You (OCISLY, a drone ship)".
public struct BoosterFlightViewModel: Hashable, Sendable, Encodable {
    /// "B1067"; nil when the source does not say which booster flew.
    public let serial: String?
    /// "Side booster"; nil for a rocket's only first stage.
    public let role: String?
    /// "37th flight", "1st flight (new)"; nil when unknown.
    public let flightText: String?
    /// "Landed on …", "Lost: it did not land on …", "Landing planned on …", "Expended: no landing
    /// was tried"; nil when nothing is known.
    public let landingText: String?
    /// "landed", "lost", "planned", "expended": for a symbol beside the words.
    public let landingState: String?
    /// "27 days after its previous flight".
    public let turnaroundText: String?

    public init(_ flight: BoosterFlight) {
        serial = flight.serial
        role = flight.role.flatMap { $0.lowercased() == "core" ? nil : $0 }
        flightText = flight.flightNumber.map { number in
            "\(NumberText.ordinal(number)) flight" + (number == 1 || flight.reused == false ? " (new)" : "")
        }
        let landing = Self.landing(flight.landing)
        landingText = landing?.text
        landingState = landing?.state
        turnaroundText = flight.turnaroundDays.map { days in "\(Noun("day").count(days)) after its previous flight" }
    }

    private static func landing(_ landing: Landing?) -> (text: String, state: String)? {
        guard let landing else { return nil }
        let place = placeWords(landing)
        switch (landing.attempted, landing.succeeded) {
        case (false?, _):
            return ("Expended: no landing was tried", "expended")
        case (_, true?):
            return (place.map { "Landed on \($0)" } ?? "Landed", "landed")
        case (_, false?):
            return (place.map { "Lost: it did not land on \($0)" } ?? "Lost: the landing failed", "lost")
        case (true?, nil):
            return (place.map { "Landing planned on \($0)" } ?? "A landing is planned", "planned")
        case (nil, nil):
            return place.map { ("Landing planned on \($0)", "planned") }
        }
    }

    /// "Of Course I Still Love You (OCISLY, a drone ship)", "Landing Zone 40 (LZ-40)", "the ocean".
    private static func placeWords(_ landing: Landing) -> String? {
        let kind: String? =
            switch landing.kind?.uppercased() {
            case "ASDS": "a drone ship"
            case "RTLS": "land, back at the launch site"
            case "OCEAN": "the ocean"
            default: nil
            }
        guard let name = landing.place, name.uppercased() != "N/A" else { return kind == "the ocean" ? kind : kind.map { "\($0)" } }
        let extras = [landing.placeAbbreviation.flatMap { $0 == name ? nil : $0 }, kind == "the ocean" ? nil : kind].compactMap { $0 }
        return extras.isEmpty ? name : "\(name) (\(extras.joined(separator: ", ")))"
    }
}
