/// A named place on the map, as the geocoder or the imported city list describes it: something
/// a viewer can find by name and save as a city.
public struct Place: Hashable, Sendable, Codable {
    /// The GeoNames id, as text (the city list and the geocoder agree on it).
    public let id: String
    public let name: String
    /// The first-level region (state, province), when the source names it.
    public let region: String?
    /// ISO 3166-1 alpha-2, upper-case; empty when unknown.
    public let countryCode: String
    /// The country's name as the geocoder gave it; nil for places from the city list.
    public let countryName: String?
    public let latitude: Double
    public let longitude: Double
    /// An IANA time zone name, when known.
    public let timeZone: String?
    public let population: Int?

    public init(
        id: String, name: String, region: String? = nil, countryCode: String, countryName: String? = nil,
        latitude: Double, longitude: Double, timeZone: String? = nil, population: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.region = region
        self.countryCode = countryCode
        self.countryName = countryName
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.population = population
    }

    /// This place with the blanks filled from `other` (the same place from another source):
    /// the city list knows no region names, an old geocoder answer may lack the population.
    public func merged(with other: Place) -> Place {
        Place(
            id: id, name: name, region: region ?? other.region,
            countryCode: countryCode.isEmpty ? other.countryCode : countryCode,
            countryName: countryName ?? other.countryName, latitude: latitude, longitude: longitude,
            timeZone: timeZone ?? other.timeZone, population: population ?? other.population
        )
    }
}
