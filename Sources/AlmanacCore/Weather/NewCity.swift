import Foundation

/// A city about to be saved, checked: a name of 1 to 100 characters, a latitude within ±90 and
/// a longitude within ±180. Bad input names the field and what is allowed.
public struct NewCity: Hashable, Sendable {
    public static let maximumNameLength = 100
    /// A name or region: 1 to 100 characters.
    public static let textLimit = TextLimit(1...maximumNameLength)

    public let placeID: String?
    public let name: String
    public let region: String?
    public let countryCode: String
    public let latitude: Double
    public let longitude: Double
    public let timeZone: String?

    public init(
        name: String, latitude: Double, longitude: Double, region: String? = nil, countryCode: String = "",
        timeZone: String? = nil, placeID: String? = nil
    ) throws(InvalidInput) {
        let trimmed = name.trimmingTypedSpaces
        guard !trimmed.isEmpty else {
            throw InvalidInput(.name, "\(.name) must not be empty (a city needs a name of 1 to \(Self.maximumNameLength) characters)")
        }
        try Self.textLimit.check(trimmed, field: .name)
        let region = region?.trimmingTypedSpaces
        if let region = region.nonEmpty { try Self.textLimit.check(region, field: .region) }
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw InvalidInput(.latitude, "\(.latitude) must be from -90 to 90 (got \(latitude))")
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw InvalidInput(.longitude, "\(.longitude) must be from -180 to 180 (got \(longitude))")
        }
        let code = countryCode.trimmingTypedSpaces.uppercased()
        guard code.isEmpty || (code.count == 2 && code.allSatisfy { $0.isASCII && $0.isLetter }) else {
            throw InvalidInput(.country, "\(.country) must be a two-letter ISO code such as DK (got \"\(countryCode)\")")
        }
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            throw InvalidInput(.timeZone, "\(.timeZone) must be an IANA time zone such as Europe/Copenhagen (got \"\(timeZone)\")")
        }
        self.placeID = placeID
        self.name = trimmed
        self.region = region.nonEmpty
        self.countryCode = code
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
    }

    /// The city a search result describes.
    public init(_ place: Place) throws(InvalidInput) {
        try self.init(
            name: place.name, latitude: place.latitude, longitude: place.longitude, region: place.region,
            countryCode: place.countryCode, timeZone: place.timeZone, placeID: place.id
        )
    }
}
