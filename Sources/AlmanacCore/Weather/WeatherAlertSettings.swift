import Foundation

/// What a profile's devices are told about the weather in its saved cities: the kinds of alert
/// pushed (none until the profile turns one on), the chance of rain worth a push, quiet hours in
/// which nothing is pushed (an alert still ahead when they end is pushed then), and a morning
/// summary at a chosen time. Times are each city's own local time: the server does not know the
/// device's zone, and "07:00" means seven in the morning where the weather is.
public struct WeatherAlertSettings: Hashable, Sendable, Codable {
    public var kinds: Set<WeatherAlert.Kind>
    /// A chance of rain at least this (%) within three hours is "rain soon".
    public var rainChance: Int
    public var quietHours: QuietHours?
    /// When the day's summary is pushed; nil: none.
    public var summaryAt: LocalTime?
    /// Saved cities nothing is pushed about (by id): every other saved city's weather is.
    public var mutedCities: Set<Int64>

    public static let standardRainChance = 60
    public static let rainChanceRange = 10...100
    /// Nothing pushed: what a profile has until it chooses.
    public static let off = WeatherAlertSettings(kinds: [], rainChance: standardRainChance, quietHours: nil, summaryAt: nil)

    public init(kinds: Set<WeatherAlert.Kind>, rainChance: Int, quietHours: QuietHours?, summaryAt: LocalTime?, mutedCities: Set<Int64> = []) {
        self.kinds = kinds
        self.rainChance = rainChance
        self.quietHours = quietHours
        self.summaryAt = summaryAt
        self.mutedCities = mutedCities
    }

    private enum CodingKeys: String, CodingKey { case kinds, rainChance, quietHours, summaryAt, mutedCities }

    /// Settings kept before cities could be muted read as muting none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kinds = try container.decode(Set<WeatherAlert.Kind>.self, forKey: .kinds)
        rainChance = try container.decode(Int.self, forKey: .rainChance)
        quietHours = try container.decodeIfPresent(QuietHours.self, forKey: .quietHours)
        summaryAt = try container.decodeIfPresent(LocalTime.self, forKey: .summaryAt)
        mutedCities = try container.decodeIfPresent(Set<Int64>.self, forKey: .mutedCities) ?? []
    }

    /// Whether anything is pushed about `city`.
    public func covers(_ city: SavedCity) -> Bool { !mutedCities.contains(city.id) }

    /// Whether any push can come of these settings.
    public var pushesAnything: Bool { !kinds.isEmpty || summaryAt != nil }

    /// The thresholds alerts are made at.
    public var rules: WeatherAlertRules {
        var rules = WeatherAlertRules()
        rules.rainChance = Double(rainChance)
        return rules
    }

    /// Settings as a request gives them (`alerts`, `rainChance`, `quiet.from`, `quiet.to`,
    /// `summaryAt`), each checked: an unknown kind, a chance outside 10–100, a time that is not
    /// HH:MM, or quiet hours with one end only, are refused naming the field. Quiet hours from a
    /// time to the same time are none.
    public static func parsing(
        alerts: [String], rainChance: Double?, quietFrom: String?, quietTo: String?, summaryAt: String?, mutedCities: [Int64] = []
    ) throws(InvalidInput) -> WeatherAlertSettings {
        guard mutedCities.count <= SavedCity.limit, mutedCities.allSatisfy({ $0 > 0 }) else {
            throw InvalidInput(.mutedCities, "\(InputField.mutedCities) names at most \(SavedCity.limit) saved cities by their ids (1 and up)")
        }
        guard alerts.count <= WeatherAlert.Kind.allCases.count * 2 else {
            throw InvalidInput(.weatherAlerts, "\(InputField.weatherAlerts) names at most \(WeatherAlert.Kind.allCases.count) kinds")
        }
        var kinds = Set<WeatherAlert.Kind>()
        for name in alerts {
            guard let kind = WeatherAlert.Kind(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                throw InvalidInput(
                    .weatherAlerts,
                    "\(InputField.weatherAlerts) must name kinds among \(WeatherAlert.Kind.allCases.map(\.rawValue).joined(separator: ", ")) (got \"\(name.prefix(40))\")"
                )
            }
            kinds.insert(kind)
        }
        // A number as JSON sends it: 60.5 or 1e308 is refused here, not lost as a malformed body.
        let asked = rainChance ?? Double(standardRainChance)
        guard let chance = Int(exactly: asked), rainChanceRange.contains(chance) else {
            throw InvalidInput(
                .rainChance,
                "\(InputField.rainChance) must be a whole percent from \(rainChanceRange.lowerBound) to \(rainChanceRange.upperBound) (got \(Int(exactly: asked).map(String.init) ?? "\(asked)"))"
            )
        }
        let from = try LocalTime.parsing(quietFrom, field: .quietFrom)
        let to = try LocalTime.parsing(quietTo, field: .quietTo)
        let quiet: QuietHours?
        switch (from, to) {
        case (nil, nil): quiet = nil
        case (let from?, let to?):
            // From a time to itself is no time at all: no quiet hours.
            quiet = from == to ? nil : QuietHours(from: from, to: to)
        case (nil, _): throw InvalidInput(.quietFrom, "\(InputField.quietFrom) is needed with \(InputField.quietTo) (HH:MM)")
        case (_, nil): throw InvalidInput(.quietTo, "\(InputField.quietTo) is needed with \(InputField.quietFrom) (HH:MM)")
        }
        return WeatherAlertSettings(
            kinds: kinds, rainChance: chance, quietHours: quiet, summaryAt: try LocalTime.parsing(summaryAt, field: .summaryAt),
            mutedCities: Set(mutedCities))
    }
}

/// A time of day on a clock, to the minute ("22:30").
public struct LocalTime: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// Minutes since midnight, 0…1439.
    public let minutes: Int

    public init?(minutes: Int) {
        guard (0..<1440).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    /// "HH:MM" (24-hour); nil or empty is no time; anything else is refused naming `field`.
    public static func parsing(_ text: String?, field: InputField) throws(InvalidInput) -> LocalTime? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute),
            let time = LocalTime(minutes: hour * 60 + minute)
        else { throw InvalidInput(field, "\(field) must be a time of day as HH:MM, 00:00 to 23:59 (got \"\(text.prefix(20))\")") }
        return time
    }

    /// The time of `date` on `calendar`'s clock.
    public init(of date: Date, in calendar: Calendar) {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        minutes = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
    }

    public var description: String {
        let (hour, minute) = minutes.quotientAndRemainder(dividingBy: 60)
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool { lhs.minutes < rhs.minutes }

    /// Minutes from `self` on to `later`, going round midnight when `later` is earlier (0…1439).
    public func minutes(until later: LocalTime) -> Int { (later.minutes - minutes + 1440) % 1440 }
}

/// Hours in which nothing is pushed, from `from` up to `to`; "22:00–07:00" spans midnight.
public struct QuietHours: Hashable, Sendable, Codable {
    public let from: LocalTime
    public let to: LocalTime

    public init(from: LocalTime, to: LocalTime) {
        self.from = from
        self.to = to
    }

    public func contains(_ time: LocalTime) -> Bool { from.minutes(until: time) < from.minutes(until: to) }
}
