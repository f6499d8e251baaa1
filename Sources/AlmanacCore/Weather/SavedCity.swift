/// A city the viewer keeps on the weather overview, in the viewer's order.
public struct SavedCity: Hashable, Sendable, Codable {
    /// How many cities one profile may save.
    public static let limit = 50

    /// The store's id (stable; what `/weather/cities/{id}` and `almanac weather show ID` use).
    public let id: Int64
    /// The place it was added from, when it was added from a search.
    public let placeID: String?
    public let name: String
    public let region: String?
    public let countryCode: String
    public let latitude: Double
    public let longitude: Double
    /// An IANA time zone name; learnt from the first forecast when the city was added by coordinates.
    public let timeZone: String?
    /// 1 for the first city; positions are always 1…count with no gaps.
    public let position: Int

    public init(
        id: Int64, placeID: String?, name: String, region: String?, countryCode: String,
        latitude: Double, longitude: Double, timeZone: String?, position: Int
    ) {
        self.id = id
        self.placeID = placeID
        self.name = name
        self.region = region
        self.countryCode = countryCode
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.position = position
    }

    /// The same city with its time zone known.
    public func with(timeZone: String) -> SavedCity {
        SavedCity(
            id: id, placeID: placeID, name: name, region: region, countryCode: countryCode,
            latitude: latitude, longitude: longitude, timeZone: timeZone, position: position
        )
    }

    /// Two saved cities closer than this (in degrees of latitude and of longitude, about 1 km)
    /// are the same place.
    public static let samePlaceTolerance = 0.01

    /// Whether `city` describes the place this saved city already is.
    public func isSamePlace(as city: NewCity) -> Bool {
        if let placeID, placeID == city.placeID { return true }
        return abs(latitude - city.latitude) < Self.samePlaceTolerance && abs(longitude - city.longitude) < Self.samePlaceTolerance
    }
}

/// Adding a city that is already saved: nothing changes, and the viewer is told which one it is.
public struct CityAlreadySaved: Error, Hashable, Sendable, CustomStringConvertible {
    public let city: SavedCity

    public init(city: SavedCity) { self.city = city }

    public var description: String { "\(city.name) is already saved (city \(city.id), position \(city.position))" }
}
