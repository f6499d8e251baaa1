import AlmanacCore

/// A search result: enough to tell two Springfields apart (region, country, population).
public struct PlaceViewModel: Hashable, Sendable, Encodable {
    public let id: String
    public let name: String
    public let region: String?
    public let country: String?
    public let countryCode: String
    public let population: Int?
    /// "116,250 people", or nil when unknown.
    public let populationText: String?
    public let latitude: Double
    public let longitude: Double
    public let timeZone: String?
    /// "Illinois, United States": what follows the name.
    public let detail: String

    public init(_ place: Place) {
        id = place.id
        name = place.name
        region = place.region
        country = place.countryName ?? CountryName.of(code: place.countryCode)
        countryCode = place.countryCode
        population = place.population
        populationText = place.population.map { "\(NumberText.grouped($0)) people" }
        latitude = place.latitude
        longitude = place.longitude
        timeZone = place.timeZone
        detail = [place.region, country].compactMap { $0 }.joined(separator: ", ")
    }
}

/// A saved city as lists show it.
public struct SavedCityViewModel: Hashable, Sendable, Encodable {
    public let id: Int64
    public let name: String
    public let region: String?
    public let country: String?
    public let countryCode: String
    public let latitude: Double
    public let longitude: Double
    public let timeZone: String?
    public let position: Int
    /// "Hovedstaden, Denmark".
    public let detail: String

    public init(_ city: SavedCity) {
        id = city.id
        name = city.name
        region = city.region
        country = CountryName.of(code: city.countryCode)
        countryCode = city.countryCode
        latitude = city.latitude
        longitude = city.longitude
        timeZone = city.timeZone
        position = city.position
        detail = [city.region, country].compactMap { $0 }.joined(separator: ", ")
    }
}

/// What a place search shows: the places and, when the geocoder could not be asked, why.
public struct PlaceSearchViewModel: Sendable, Encodable {
    public let query: String
    /// `upstream`, `offline` or `stored`.
    public let source: String
    public let notice: String?
    public let places: [PlaceViewModel]

    public init(_ result: SearchPlaces.Result) {
        query = result.term.text
        places = result.places.map(PlaceViewModel.init)
        switch result.outcome {
        case .upstream:
            source = "upstream"
            notice = nil
        case .offline:
            source = "offline"
            notice = "Offline — the place search service could not be reached, so these are places saved on this server."
        case .stored:
            source = "stored"
            notice = nil
        }
    }

    /// "3 places match “copen”", "No place is called “xyz”…".
    public var countText: String {
        switch places.count {
        case 0: "No place is called “\(query)”. Check the spelling, or try the name in English."
        case 1: "1 place matches “\(query)”"
        default: "\(Noun.place.count(places.count)) match “\(query)”"
        }
    }
}
