import Foundation

/// Where places and forecasts come from: Open-Meteo (or anything that answers like it).
public protocol WeatherSource: Sendable {
    /// Places matching the text, best first (an empty list when nothing matches).
    func geocode(_ term: PlaceSearchTerm, count: Int) async throws -> GeocodedPlaces
    /// Current conditions, 7 days hour by hour and day by day, in the place's time zone.
    func forecast(latitude: Double, longitude: Double) async throws -> FetchedForecast
    var forecastOrigin: Origin { get }
}

/// What the geocoder answered: its places and the body, kept for export.
public struct GeocodedPlaces: Hashable, Sendable {
    public let places: [Place]
    public let body: Data

    public init(places: [Place], body: Data) {
        self.places = places
        self.body = body
    }
}
