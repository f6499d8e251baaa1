import AlmanacCore
import Foundation

/// Weather values as text in the chosen units; "–" where the forecast has no value.
public struct WeatherText: Sendable {
    public let units: UnitSystem

    public init(units: UnitSystem) { self.units = units }

    public static let missing = "–"

    /// "17°" (whole degrees, in the chosen scale).
    public func degrees(_ celsius: Double?) -> String {
        guard let celsius else { return Self.missing }
        return "\(NumberText.whole(units.temperature(celsius)))°"
    }

    /// "17 °C".
    public func temperature(_ celsius: Double?) -> String {
        guard let celsius else { return Self.missing }
        return "\(NumberText.whole(units.temperature(celsius))) \(units.temperatureSymbol)"
    }

    /// "12 km/h".
    public func speed(_ kilometresPerHour: Double?) -> String {
        guard let kilometresPerHour else { return Self.missing }
        return "\(NumberText.whole(units.speed(kilometresPerHour))) \(units.speedSymbol)"
    }

    /// "2.5 mm", "0.1 in".
    public func precipitation(_ millimetres: Double?) -> String {
        guard let millimetres else { return Self.missing }
        return NumberText.decimal(units.precipitation(millimetres), decimals: units == .metric ? 1 : 2) + " " + units.precipitationSymbol
    }

    /// "64%".
    public static func percent(_ value: Double?) -> String {
        guard let value else { return missing }
        return "\(NumberText.whole(value))%"
    }

    /// "16° | 21°": the seed's min | max.
    public func range(min: Double?, max: Double?) -> String { "\(degrees(min)) | \(degrees(max))" }

    /// A value converted for JSON, rounded to one decimal.
    public func temperatureValue(_ celsius: Double?) -> Double? { celsius.map { Self.oneDecimal(units.temperature($0)) } }
    public func speedValue(_ kilometresPerHour: Double?) -> Double? { kilometresPerHour.map { Self.oneDecimal(units.speed($0)) } }
    public func precipitationValue(_ millimetres: Double?) -> Double? {
        millimetres.map { (units.precipitation($0) * 100).rounded() / 100 }
    }

    static func oneDecimal(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}

/// Country names from ISO codes, from the system's locale data (in English, so every machine
/// and every test says the same).
public enum CountryName {
    private static let locale = Locale(identifier: "en_US")

    /// "Denmark" for "DK"; the code itself when the locale data does not know it; nil for "".
    public static func of(code: String) -> String? {
        guard !code.isEmpty else { return nil }
        return locale.localizedString(forRegionCode: code) ?? code
    }
}
