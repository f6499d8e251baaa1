/// How temperatures, speeds and amounts are shown: metric (°C, km/h, mm) or imperial (°F, mph, in).
/// Everything is stored metric; conversion happens only for display.
public enum UnitSystem: String, Hashable, Sendable, CaseIterable, Codable {
    case metric
    case imperial

    /// `units=metric|imperial`; nil or empty means metric.
    public init(parsing text: String?) throws(InvalidInput) {
        guard let text = text.nonEmpty else {
            self = .metric
            return
        }
        guard let units = UnitSystem(rawValue: text.lowercased()) else {
            throw InvalidInput(.units, "\(.units) must be metric or imperial (got \"\(text)\")")
        }
        self = units
    }

    /// A temperature given in °C.
    public func temperature(_ celsius: Double) -> Double {
        self == .metric ? celsius : celsius * 9 / 5 + 32
    }

    /// A speed given in km/h.
    public func speed(_ kilometresPerHour: Double) -> Double {
        self == .metric ? kilometresPerHour : kilometresPerHour / 1.609344
    }

    /// An amount of precipitation given in mm.
    public func precipitation(_ millimetres: Double) -> Double {
        self == .metric ? millimetres : millimetres / 25.4
    }

    public var temperatureSymbol: String { self == .metric ? "°C" : "°F" }
    public var speedSymbol: String { self == .metric ? "km/h" : "mph" }
    public var precipitationSymbol: String { self == .metric ? "mm" : "in" }
}
