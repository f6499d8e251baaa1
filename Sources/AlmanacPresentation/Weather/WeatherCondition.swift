/// A WMO weather interpretation code in words, with an icon that depends on day or night.
public struct WeatherCondition: Hashable, Sendable, Encodable {
    /// "Light drizzle", "Thunderstorm with hail"; "Unknown" for a missing or unknown code.
    public let text: String
    /// The icon's name in the web's icon set (`clear-day`, `rain`, …).
    public let icon: String
    /// One character for terminals.
    public let glyph: String

    public init(code: Int?, isDay: Bool?) {
        let day = isDay ?? true
        let (text, kind) = Self.describe(code)
        self.text = text
        switch kind {
        case .clear: (icon, glyph) = day ? ("clear-day", "☀") : ("clear-night", "☾")
        case .partlyCloudy: (icon, glyph) = day ? ("partly-cloudy-day", "⛅") : ("partly-cloudy-night", "☁")
        case .cloudy: (icon, glyph) = ("cloudy", "☁")
        case .fog: (icon, glyph) = ("fog", "≡")
        case .drizzle: (icon, glyph) = ("drizzle", "☂")
        case .rain: (icon, glyph) = ("rain", "☔")
        case .snow: (icon, glyph) = ("snow", "❄")
        case .thunderstorm: (icon, glyph) = ("thunderstorm", "⚡")
        case .unknown: (icon, glyph) = ("unknown", "?")
        }
    }

    private enum Kind { case clear, partlyCloudy, cloudy, fog, drizzle, rain, snow, thunderstorm, unknown }

    /// WMO 4677 as Open-Meteo documents it.
    private static func describe(_ code: Int?) -> (String, Kind) {
        switch code {
        case 0: ("Clear sky", .clear)
        case 1: ("Mainly clear", .clear)
        case 2: ("Partly cloudy", .partlyCloudy)
        case 3: ("Overcast", .cloudy)
        case 45: ("Fog", .fog)
        case 48: ("Freezing fog", .fog)
        case 51: ("Light drizzle", .drizzle)
        case 53: ("Drizzle", .drizzle)
        case 55: ("Heavy drizzle", .drizzle)
        case 56: ("Light freezing drizzle", .drizzle)
        case 57: ("Freezing drizzle", .drizzle)
        case 61: ("Light rain", .rain)
        case 63: ("Rain", .rain)
        case 65: ("Heavy rain", .rain)
        case 66: ("Light freezing rain", .rain)
        case 67: ("Freezing rain", .rain)
        case 71: ("Light snow", .snow)
        case 73: ("Snow", .snow)
        case 75: ("Heavy snow", .snow)
        case 77: ("Snow grains", .snow)
        case 80: ("Light showers", .rain)
        case 81: ("Showers", .rain)
        case 82: ("Violent showers", .rain)
        case 85: ("Light snow showers", .snow)
        case 86: ("Snow showers", .snow)
        case 95: ("Thunderstorm", .thunderstorm)
        case 96: ("Thunderstorm with light hail", .thunderstorm)
        case 99: ("Thunderstorm with hail", .thunderstorm)
        default: ("Unknown", .unknown)
        }
    }
}
