/// Converts Open-Meteo values to the metric units Almanac stores (°C, km/h, mm), from the unit
/// the body names; a unit it does not know leaves the value out rather than guessing.
enum OpenMeteoUnits {
    static func celsius(_ value: Double?, unit: String?) -> Double? {
        guard let value else { return nil }
        switch unit {
        case nil, "°C": return value
        case "°F": return (value - 32) * 5 / 9
        default: return nil
        }
    }

    static func kilometresPerHour(_ value: Double?, unit: String?) -> Double? {
        guard let value else { return nil }
        switch unit {
        case nil, "km/h": return value
        case "m/s": return value * 3.6
        case "mph", "mp/h": return value * 1.609344
        case "kn": return value * 1.852
        default: return nil
        }
    }

    static func millimetres(_ value: Double?, unit: String?) -> Double? {
        guard let value else { return nil }
        switch unit {
        case nil, "mm": return value
        case "inch", "in": return value * 25.4
        default: return nil
        }
    }
}
