import AlmanacCore

/// One place as Open-Meteo's geocoder (and the city list built from the same data) describes it.
/// Optional fields are left out per place; the city list has ids as numbers or strings and no
/// country or region names.
struct OpenMeteoPlaceDTO: Decodable {
    let id: String
    let name: String
    let latitude: Double
    let longitude: Double
    let countryCode: String?
    let country: String?
    let admin1: String?
    let timezone: String?
    let population: Int?

    private enum CodingKeys: String, CodingKey {
        case id, name, latitude, longitude, country, admin1, timezone, population
        case countryCode = "country_code"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let number = try? container.decode(Double.self, forKey: .id) {
            guard let whole = Plausible.wholeNumber(number, in: 0...Int.max / 2) else {
                throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "a place's id \(number) is not a whole number")
            }
            id = String(whole)
        } else {
            id = try container.decode(String.self, forKey: .id)
        }
        name = try container.decode(String.self, forKey: .name)
        latitude = try container.decode(Double.self, forKey: .latitude)
        longitude = try container.decode(Double.self, forKey: .longitude)
        guard Plausible.number(latitude, in: -90...90) != nil, Plausible.number(longitude, in: -180...180) != nil else {
            throw DecodingError.dataCorruptedError(
                forKey: .latitude, in: container, debugDescription: "place \(id) at \(latitude), \(longitude) is off the globe"
            )
        }
        countryCode = try container.decodeIfPresent(String.self, forKey: .countryCode)
        country = try container.decodeIfPresent(String.self, forKey: .country)
        admin1 = try container.decodeIfPresent(String.self, forKey: .admin1)
        timezone = try container.decodeIfPresent(String.self, forKey: .timezone)
        population = OutsideNumber.optional(try container.decodeIfPresent(Double.self, forKey: .population), in: 1...100_000_000)
    }

    var place: Place {
        Place(
            id: id, name: name, region: admin1.flatMap { $0.isEmpty ? nil : $0 },
            countryCode: (countryCode ?? "").uppercased(), countryName: country.flatMap { $0.isEmpty ? nil : $0 },
            latitude: latitude, longitude: longitude, timeZone: timezone.flatMap { $0.isEmpty ? nil : $0 },
            population: Plausible.integer(population, in: 1...100_000_000)
        )
    }
}

/// `/v1/search`'s body: `results` is left out entirely when nothing matches.
struct OpenMeteoGeocodingBody: Decodable {
    let results: [OpenMeteoPlaceDTO]?
}
