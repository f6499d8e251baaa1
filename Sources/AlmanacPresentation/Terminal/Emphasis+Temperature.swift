import AlmanacCore

extension Emphasis {
    /// A temperature in the view's units: cold below 5 °C, hot from 28 °C, else plain.
    public init?(temperature: Double?, units: UnitSystem) {
        guard let temperature else { return nil }
        let celsius = units == .imperial ? (temperature - 32) * 5 / 9 : temperature
        if celsius < 5 { self = .cold } else if celsius >= 28 { self = .hot } else { return nil }
    }
}
