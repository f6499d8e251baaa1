import AlmanacCore
import Foundation

// The local profile's things, for tests about cities, searches and views rather than about
// whose they are: each call reads or changes the local profile, as every command without
// `--profile` does. Production code names the profile every time.

extension WeatherStore {
    public func savedCities() async throws -> [SavedCity] { try await savedCities(of: .local) }
    public func savedCity(id: Int64) async throws -> SavedCity? { try await savedCity(id: id, of: .local) }
    public func addCity(_ city: NewCity) async throws -> SavedCity { try await addCity(city, for: .local) }
    public func removeCity(id: Int64) async throws -> SavedCity { try await removeCity(id: id, of: .local) }
    public func restoreCity(id: Int64) async throws -> SavedCity { try await restoreCity(id: id, of: .local) }
    public func moveCity(id: Int64, to position: Int) async throws -> SavedCity { try await moveCity(id: id, to: position, of: .local) }
}

extension SavedCities {
    public func list() async throws -> [SavedCity] { try await list(of: .local) }
    public func city(id: Int64) async throws -> SavedCity { try await city(id: id, of: .local) }
    public func add(placeID: String) async throws -> SavedCity { try await add(placeID: placeID, for: .local) }
    public func add(_ city: NewCity) async throws -> SavedCity { try await add(city, for: .local) }
    public func remove(id: Int64) async throws -> SavedCity { try await remove(id: id, of: .local) }
    public func restore(id: Int64) async throws -> SavedCity { try await restore(id: id, of: .local) }
    public func move(id: Int64, to position: Int) async throws -> SavedCity { try await move(id: id, to: position, of: .local) }
}

extension CityForecast {
    public func all(refresh: RefreshRule) async throws -> [CityWeather] { try await all(of: .local, refresh: refresh) }
}

extension FactStore {
    public func recentSearches() async throws -> [RecentSearch] { try await recentSearches(of: .local) }
    public func recordSearch(_ term: FactSearchTerm, at date: Date) async throws { try await recordSearch(term, at: date, for: .local) }
    public func clearRecentSearches() async throws { try await clearRecentSearches(of: .local) }
}

extension RecentSearches {
    public func callAsFunction() async throws -> [RecentSearch] { try await self(of: .local) }
    @discardableResult
    public func clear() async throws -> Int { try await clear(of: .local) }
}

extension SearchFacts {
    /// A typed search, remembered by the local profile (or by none).
    public func callAsFunction(
        _ term: FactSearchTerm, page: PageRequest = .first, safeMode: SafeMode = .on, remember: Bool = true
    ) async throws -> Result {
        try await self(term, page: page, safeMode: safeMode, rememberFor: remember ? .local : nil)
    }
}

extension GalaxyStore {
    public func noteViewed(_ reference: GalaxyReference, at date: Date) async throws { try await noteViewed(reference, at: date, by: .local) }
    public func recentlyViewed() async throws -> [GalaxyReference] { try await recentlyViewed(by: .local) }
}

extension RecentlyViewedRecords {
    public func callAsFunction() async throws -> [(reference: GalaxyReference, name: String)] { try await self(by: .local) }
    public func note(_ reference: GalaxyReference) async throws { try await note(reference, by: .local, newest: nil) }
}
