import AlmanacCore
import Foundation

/// What the weather pages ask between writes, kept per version of the weather dataset
/// (`DataVersions`): forecasts decoded from their JSON (every weather page reads one per saved
/// city, and decoding a week of hours was most of its time) and place searches that found
/// something (a city search asks as its visitor types, and many type the same first letters).
/// A profile's saved cities, and everything else, are passed to the store as they are.
package final class KeptWeatherStore: WeatherStore {
    private let store: any WeatherStore
    private let changes: any StoreChanges
    /// A household's cities fit.
    private let forecasts = KeptWhileStamped<Coordinate, StoredForecast>(limit: 64)
    private let foundPlaces = KeptWhileStamped<PlaceQuery, [Place]>(limit: 512)

    private struct Coordinate: Hashable, Sendable {
        let latitude: Double
        let longitude: Double
    }

    private struct PlaceQuery: Hashable, Sendable {
        let text: String
        let limit: Int
    }

    package init(_ store: any WeatherStore, changes: any StoreChanges) {
        self.store = store
        self.changes = changes
    }

    private func version() async throws -> DataVersion? { try await changes.version(of: [.dataset(.weather)]) }

    package func forecast(nearLatitude latitude: Double, longitude: Double) async throws -> StoredForecast? {
        try await forecasts.value(Coordinate(latitude: latitude, longitude: longitude), version: try await version()) {
            try await store.forecast(nearLatitude: latitude, longitude: longitude)
        }
    }

    package func searchPlaces(_ text: String, limit: Int) async throws -> [Place] {
        try await foundPlaces.value(PlaceQuery(text: text, limit: limit), version: try await version()) {
            let places = try await store.searchPlaces(text, limit: limit)
            return places.isEmpty ? nil : places
        } ?? []
    }

    package func replacePlaceList(_ places: [Place], body: Data, origin: Origin, at date: Date) async throws {
        try await store.replacePlaceList(places, body: body, origin: origin, at: date)
    }

    package func saveGeocoding(_ places: [Place], query: String, body: Data, at date: Date) async throws -> [Place] {
        try await store.saveGeocoding(places, query: query, body: body, at: date)
    }

    package func place(id: String) async throws -> Place? { try await store.place(id: id) }
    package func savedCities(of profile: ProfileID) async throws -> [SavedCity] { try await store.savedCities(of: profile) }
    package func everySavedCity() async throws -> [SavedCity] { try await store.everySavedCity() }
    package func savedCity(id: Int64, of profile: ProfileID) async throws -> SavedCity? { try await store.savedCity(id: id, of: profile) }
    package func addCity(_ city: NewCity, for profile: ProfileID) async throws -> SavedCity { try await store.addCity(city, for: profile) }
    package func removeCity(id: Int64, of profile: ProfileID) async throws -> SavedCity { try await store.removeCity(id: id, of: profile) }
    package func restoreCity(id: Int64, of profile: ProfileID) async throws -> SavedCity { try await store.restoreCity(id: id, of: profile) }

    package func moveCity(id: Int64, to position: Int, of profile: ProfileID) async throws -> SavedCity {
        try await store.moveCity(id: id, to: position, of: profile)
    }

    package func setTimeZone(_ zone: String, ofCity id: Int64) async throws { try await store.setTimeZone(zone, ofCity: id) }

    package func saveForecast(_ fetched: FetchedForecast, origin: Origin, at date: Date) async throws {
        try await store.saveForecast(fetched, origin: origin, at: date)
    }
}
