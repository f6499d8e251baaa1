import AlmanacCore
import Foundation

/// A city to add, from a form post or a JSON body (the same field names in both): a stored
/// place's id (`placeId`), or a name with coordinates (and optionally region, country code and
/// time zone).
struct CityForm: Decodable, Sendable {
    var placeId: String?
    var name: String?
    var latitude: Double?
    var longitude: Double?
    var region: String?
    var country: String?
    var timeZone: String?

    /// Reads form fields; numbers that do not parse are refused naming the field.
    init(form: [String: String]) throws(InvalidInput) {
        func text(_ field: InputField) -> String? { form[field.rawValue] }
        placeId = text(.placeID).flatMap { $0.isEmpty ? nil : $0 }
        name = text(.name)
        latitude = try Self.number(text(.latitude), field: .latitude)
        longitude = try Self.number(text(.longitude), field: .longitude)
        region = text(.region)
        country = text(.country)
        timeZone = text(.timeZone).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Reads a JSON object; a body that is not one is refused with the shape expected.
    init(json: Data) throws(InvalidInput) {
        self = try JSONBody.decode(
            CityForm.self, from: json,
            shape: InvalidInput(
                .body, #"The body must be a JSON object: {"placeId": "2618425"} or {"name": "Home", "latitude": 55.7, "longitude": 12.6}"#))
    }

    /// Adds the city this form describes.
    func add(with cities: SavedCities, for profile: ProfileID) async throws -> SavedCity {
        if let placeId { return try await cities.add(placeID: placeId, for: profile) }
        guard let latitude else { throw InvalidInput(.latitude, "\(.latitude) is required with a name (or give placeId from a place search)") }
        guard let longitude else { throw InvalidInput(.longitude, "\(.longitude) is required with a name (or give placeId from a place search)") }
        return try await cities.add(
            try NewCity(
                name: name ?? "", latitude: latitude, longitude: longitude, region: region, countryCode: country ?? "", timeZone: timeZone
            ), for: profile)
    }

    private static func number(_ text: String?, field: InputField) throws(InvalidInput) -> Double? {
        guard let text, !text.isEmpty else { return nil }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else {
            throw InvalidInput(field, "\(field) must be a number (got \"\(text)\")")
        }
        return value
    }
}
