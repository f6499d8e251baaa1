import Foundation

/// Where places, saved cities and forecasts are kept: the source of truth for every weather
/// screen. Methods that store upstream data record the dataset's freshness in the same transaction.
public protocol WeatherStore: Sendable {
    /// Replaces the imported city list (a snapshot's `openmeteo/cities.json`); places the
    /// geocoder returned stay. `body` is kept for export.
    func replacePlaceList(_ places: [Place], body: Data, origin: Origin, at date: Date) async throws
    /// Keeps what the geocoder answered for a search: its places (merged into any stored with
    /// the same id) and the body, under the search's key, for export. Returns the places as
    /// stored (a city-list place may add a population the geocoder left out), in the same order.
    /// A place search is not a refresh of the weather: the dataset's freshness (its time and
    /// origin in every footer, whether its latest refresh failed, every kept page's key) is
    /// left as the forecasts and the city list set it.
    @discardableResult
    func saveGeocoding(_ places: [Place], query: String, body: Data, at date: Date) async throws -> [Place]
    /// Stored places whose name is the text, starts with it, or has a word starting with it (case
    /// and accents ignored): exact names first, then names starting with the text, then the
    /// rest; most populous first within each.
    func searchPlaces(_ text: String, limit: Int) async throws -> [Place]
    func place(id: String) async throws -> Place?

    /// A profile's saved cities in its order.
    func savedCities(of profile: ProfileID) async throws -> [SavedCity]
    /// Every profile's saved cities, those of the most recently used profiles first: the
    /// forecasts the refresher keeps fresh, in the order it fetches them.
    func everySavedCity() async throws -> [SavedCity]
    /// One of the profile's saved cities (another profile's is nil, as an unknown one).
    func savedCity(id: Int64, of profile: ProfileID) async throws -> SavedCity?
    /// Saves a city at the end of the profile's list; throws `CityAlreadySaved` when one at the
    /// same place is saved, `ProfileLimitReached` when the list holds `SavedCity.limit`.
    func addCity(_ city: NewCity, for profile: ProfileID) async throws -> SavedCity
    /// Takes a city off the list (positions close up); it can be restored until another is removed.
    func removeCity(id: Int64, of profile: ProfileID) async throws -> SavedCity
    /// Puts the profile's last removed city back at its old position.
    func restoreCity(id: Int64, of profile: ProfileID) async throws -> SavedCity
    /// Moves a city to `position` (from 1); the others shift to keep positions dense. A position
    /// past the list moves it last, decided in the same transaction as the move.
    func moveCity(id: Int64, to position: Int, of profile: ProfileID) async throws -> SavedCity
    /// Records the time zone of a city added by coordinates, once a forecast names it.
    func setTimeZone(_ zone: String, ofCity id: Int64) async throws

    /// The most recently fetched forecast for the place at these coordinates, if any.
    func forecast(nearLatitude latitude: Double, longitude: Double) async throws -> StoredForecast?
    /// Keeps a forecast (replacing the one stored for the same grid point).
    func saveForecast(_ fetched: FetchedForecast, origin: Origin, at date: Date) async throws
}
