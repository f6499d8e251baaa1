/// A profile's list of cities: add (from a search result or by coordinates), remove, restore,
/// move. Duplicates are refused, positions always run 1…count, and a profile holds at most
/// `SavedCity.limit`.
public struct SavedCities: Sendable {
    private let store: any WeatherStore

    public init(store: any WeatherStore) { self.store = store }

    public func list(of profile: ProfileID) async throws -> [SavedCity] { try await store.savedCities(of: profile) }

    /// The profile's saved city with this id; `NotFound` otherwise (another profile's too).
    public func city(id: Int64, of profile: ProfileID) async throws -> SavedCity {
        guard let city = try await store.savedCity(id: id, of: profile) else { throw NotFound(.savedCity, id: String(id)) }
        return city
    }

    /// Adds the stored place with this id (one a search returned). An id no place can have (a
    /// control character, a thousand characters) is not looked up.
    public func add(placeID: String, for profile: ProfileID) async throws -> SavedCity {
        let storable = placeID.utf8.count <= 200 && !placeID.unicodeScalars.contains { $0.properties.generalCategory == .control }
        guard storable, let place = try await store.place(id: placeID) else { throw NotFound(.place, id: placeID) }
        return try await store.addCity(try NewCity(place), for: profile)
    }

    public func add(_ city: NewCity, for profile: ProfileID) async throws -> SavedCity { try await store.addCity(city, for: profile) }

    public func remove(id: Int64, of profile: ProfileID) async throws -> SavedCity { try await store.removeCity(id: id, of: profile) }

    public func restore(id: Int64, of profile: ProfileID) async throws -> SavedCity { try await store.restoreCity(id: id, of: profile) }

    /// Moves a city to `position` (from 1); a position past the end moves it last.
    public func move(id: Int64, to position: Int, of profile: ProfileID) async throws -> SavedCity {
        guard position >= 1 else {
            throw InvalidInput(.position, "\(.position) must be a whole number from 1 (got \(position))")
        }
        return try await store.moveCity(id: id, to: position, of: profile)
    }

    public static func id(parsing text: String) throws(InvalidInput) -> Int64 {
        guard let id = Int64(text), id > 0 else {
            throw InvalidInput(.id, "\(.id) must be a saved city's number, such as 1 (got \"\(text)\")")
        }
        return id
    }
}
