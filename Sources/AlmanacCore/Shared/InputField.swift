/// One piece of input a use case reads from outside, named once for every front end. The name is
/// the spelling of the JSON API (its query parameter or body field); the web pages use the same
/// names, and the command line maps each field to its flag or argument in one place.
public struct InputField: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static func < (lhs: InputField, rhs: InputField) -> Bool { lhs.rawValue < rhs.rawValue }
}

// Lists and paging.
extension InputField {
    /// A free-text search: `q` in every query string.
    public static let search = InputField("q")
    public static let sort = InputField("sort")
    public static let order = InputField("order")
    public static let page = InputField("page")
    public static let limit = InputField("limit")
    /// A record's id in a path.
    public static let id = InputField("id")
    /// A request body as a whole, when it is not the shape asked for.
    public static let body = InputField("body")
}

// Launches and rockets.
extension InputField {
    public static let year = InputField("year")
    public static let from = InputField("from")
    public static let to = InputField("to")
    public static let outcome = InputField("outcome")
    public static let active = InputField("active")
}

// Facts.
extension InputField {
    public static let category = InputField("category")
    public static let explicit = InputField("explicit")
}

// Weather.
extension InputField {
    public static let units = InputField("units")
    public static let day = InputField("day")
    /// A one-line weather format (wttr.in's presets and % tokens).
    public static let format = InputField("format")
    public static let position = InputField("position")
    public static let name = InputField("name")
    public static let region = InputField("region")
    public static let latitude = InputField("latitude")
    public static let longitude = InputField("longitude")
    public static let country = InputField("country")
    public static let timeZone = InputField("timeZone")
    public static let placeID = InputField("placeId")
}

// Stars.
extension InputField {
    /// What a star is on: "launch", "booster", "astronaut", "station", "fact" or a SWAPI resource.
    public static let starKind = InputField("kind")
}

// Reminders by Web Push.
extension InputField {
    /// A push subscription's endpoint, as the browser gives it.
    public static let endpoint = InputField("endpoint")
    /// The browser's public key (`keys.p256dh` of a subscription).
    public static let p256dh = InputField("p256dh")
    /// The browser's authentication secret (`keys.auth` of a subscription).
    public static let auth = InputField("auth")
    /// Minutes between a reminder and its launch: 10, 60 or 1440.
    public static let reminderLead = InputField("lead")
    /// The kinds of reminder notice turned off (`quiet`).
    public static let notices = InputField("quiet")
}

// Weather alerts by Web Push.
extension InputField {
    /// The kinds of weather alert pushed (`rain-soon`, `frost-tonight`…).
    public static let weatherAlerts = InputField("alerts")
    /// The chance of rain (%) worth a "rain soon" push.
    public static let rainChance = InputField("rainChance")
    /// Quiet hours' start and end, HH:MM in each city's time (`{"quiet": {"from", "to"}}` in JSON).
    public static let quietFrom = InputField("quiet.from")
    public static let quietTo = InputField("quiet.to")
    /// When the morning summary is pushed, HH:MM in each city's time.
    public static let summaryAt = InputField("summaryAt")
    /// The saved cities (ids) nothing is pushed about.
    public static let mutedCities = InputField("mutedCities")
}
