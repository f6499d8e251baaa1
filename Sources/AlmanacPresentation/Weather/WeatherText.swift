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

    /// "24 km" or "800 m"; "15 mi" or "2,600 ft": how far one can see.
    public func distance(metres: Double) -> String {
        switch units {
        case .metric: metres >= 1_000 ? "\(NumberText.whole(metres / 1_000)) km" : "\(NumberText.whole(metres)) m"
        case .imperial: metres >= 1_609.344 ? "\(NumberText.whole(metres / 1_609.344)) mi" : "\(NumberText.whole(metres / 0.3048)) ft"
        }
    }

    /// "64%".
    public static func percent(_ value: Double?) -> String {
        guard let value else { return missing }
        return "\(NumberText.whole(value))%"
    }

    /// "16° | 21°": the seed's min | max.
    public func range(min: Double?, max: Double?) -> String { "\(degrees(min)) | \(degrees(max))" }

    /// "SSW": where a wind from `degrees` (0 north, 90 east) comes from, on a 16-point compass.
    public static func compassPoint(_ degrees: Double) -> String {
        let points = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]
        return points[Int((degrees + 11.25) / 22.5) % 16]
    }

    /// "3 (moderate)": the index, and the WHO's word for it.
    public static func uvIndex(_ index: Double) -> String {
        let whole = Int(index.rounded())
        let word =
            switch whole {
            case ..<3: "low"
            case 3..<6: "moderate"
            case 6..<8: "high"
            case 8..<11: "very high"
            default: "extreme"
            }
        return "\(whole) (\(word))"
    }

    /// "8 h 12 min".
    public static func duration(_ seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        return "\(minutes / 60) h \(minutes % 60) min"
    }

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
