import AlmanacCore

/// Converts Open-Meteo values to the metric units Almanac stores (°C, km/h, mm), from the unit
/// the body names; a unit it does not know leaves the value out rather than guessing.
/// Values outside what the Earth's weather can be are left out (`Plausible`).
enum OpenMeteoUnits {
    static func celsius(_ value: Double?, unit: String?) -> Double? {
        guard let value = Plausible.number(value) else { return nil }
        let celsius: Double
        switch unit {
        case nil, "°C": celsius = value
        case "°F": celsius = (value - 32) * 5 / 9
        default: return nil
        }
        return Plausible.number(celsius, in: -150...150)
    }

    /// A WMO weather code (0–99).
    static func weatherCode(_ value: Double?) -> Int? { Plausible.wholeNumber(value, in: 0...99) }

    /// A percentage (humidity, chance of rain).
    static func percent(_ value: Double?) -> Double? { Plausible.number(value, in: 0...100) }

    static func kilometresPerHour(_ value: Double?, unit: String?) -> Double? {
        guard let value = Plausible.number(value) else { return nil }
        let factor: Double
        switch unit {
        case nil, "km/h": factor = 1
        case "m/s": factor = 3.6
        case "mph", "mp/h": factor = 1.609344
        case "kn": factor = 1.852
        default: return nil
        }
        return Plausible.number(value * factor, in: 0...1_000)
    }

    static func millimetres(_ value: Double?, unit: String?) -> Double? {
        guard let value = Plausible.number(value) else { return nil }
        let factor: Double
        switch unit {
        case nil, "mm": factor = 1
        case "inch", "in": factor = 25.4
        default: return nil
        }
        return Plausible.number(value * factor, in: 0...10_000)
    }

    /// A compass direction in degrees (0–360).
    static func degrees(_ value: Double?) -> Double? { Plausible.number(value, in: 0...360) }

    /// Air pressure in hPa: from the deepest hurricane to the highest recorded (with room).
    static func hectopascals(_ value: Double?) -> Double? { Plausible.number(value, in: 500...1_100) }

    /// A distance in metres (visibility: Open-Meteo's "m", or "ft" when asked for imperial units).
    static func metres(_ value: Double?, unit: String?) -> Double? {
        guard let value else { return nil }
        let factor: Double
        switch unit {
        case nil, "m": factor = 1
        case "ft": factor = 0.3048
        default: return nil
        }
        return Plausible.number(value * factor, in: 0...1_000_000)
    }

    /// The UV index (0 to the highest measured, about 43).
    static func uvIndex(_ value: Double?) -> Double? { Plausible.number(value, in: 0...50) }
}
