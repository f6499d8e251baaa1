import Foundation

/// A saved city with the forecast to show for it.
public struct CityWeather: Hashable, Sendable {
    public let city: SavedCity
    /// Nil when no forecast was ever fetched for the city's place.
    public let forecast: StoredForecast?
    /// Why the last refresh failed, when it did (the stored forecast, if any, is still shown).
    public let failure: UpstreamFailure?

    public init(city: SavedCity, forecast: StoredForecast?, failure: UpstreamFailure?) {
        self.city = city
        self.forecast = forecast
        self.failure = failure
    }
}

/// The forecast for a saved city, offline-first: the stored one, refreshed from the upstream
/// as the `RefreshRule` says (stale means older than `maxAge`, 30 minutes). When the upstream
/// fails the stored forecast stays and the failure is reported beside it.
public struct CityForecast: Sendable {
    public static var defaultMaxAge: Duration { DatasetID.weather.defaultMaxAge }

    private let source: (any WeatherSource)?
    private let store: any WeatherStore
    private let now: Now
    private let maxAge: Duration

    public init(source: (any WeatherSource)?, store: any WeatherStore, now: Now = .system, maxAge: Duration = Self.defaultMaxAge) {
        self.source = source
        self.store = store
        self.now = now
        self.maxAge = maxAge
    }

    public func callAsFunction(_ city: SavedCity, refresh: RefreshRule) async throws -> CityWeather {
        try await self(city, refresh: refresh, keepsTimeZone: true)
    }

    /// - Parameter keepsTimeZone: whether the city is saved, so the zone the forecast names is kept for it.
    private func callAsFunction(_ city: SavedCity, refresh: RefreshRule, keepsTimeZone: Bool) async throws -> CityWeather {
        let stored = try await store.forecast(nearLatitude: city.latitude, longitude: city.longitude)
        let wanted =
            switch refresh {
            case .ifMissing: stored == nil
            case .ifStale: needsRefresh(stored)
            case .always: true
            }
        guard wanted, let source else { return CityWeather(city: city, forecast: stored, failure: nil) }
        do {
            let (fetched, saved) = try await fetchAndKeep(from: source, latitude: city.latitude, longitude: city.longitude)
            var city = city
            if city.timeZone == nil, TimeZone(identifier: fetched.forecast.timeZone) != nil {
                if keepsTimeZone { try await store.setTimeZone(fetched.forecast.timeZone, ofCity: city.id) }
                city = city.with(timeZone: fetched.forecast.timeZone)
            }
            return CityWeather(city: city, forecast: saved, failure: nil)
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as UpstreamFailure {
            return CityWeather(city: city, forecast: stored, failure: error)
        }
    }

    /// The forecast at coordinates no kept one is near (the mirror's), fetched through the
    /// upstream gate and kept, so the next ask is answered from the store; nil without a source.
    public func fetchAndKeep(latitude: Double, longitude: Double) async throws -> FetchedForecast? {
        guard let source else { return nil }
        return try await fetchAndKeep(from: source, latitude: latitude, longitude: longitude).fetched
    }

    private func fetchAndKeep(
        from source: any WeatherSource, latitude: Double, longitude: Double
    ) async throws -> (
        fetched: FetchedForecast, kept: StoredForecast
    ) {
        let fetched = try await source.forecast(latitude: latitude, longitude: longitude)
        let fetchedAt = now()
        try await store.saveForecast(fetched, origin: source.forecastOrigin, at: fetchedAt)
        return (fetched, StoredForecast(forecast: fetched.forecast, fetchedAt: fetchedAt, origin: source.forecastOrigin))
    }

    /// The weather at a place no one saved (what a terminal asks by name): the forecast kept near
    /// it, fetched through the upstream gate and kept when missing or stale; when that fails,
    /// the kept one (if any) with the failure.
    public func atPlace(_ place: Place) async throws -> CityWeather {
        let city = SavedCity(
            id: 0, placeID: place.id, name: place.name, region: place.region, countryCode: place.countryCode, latitude: place.latitude,
            longitude: place.longitude, timeZone: place.timeZone, position: 0)
        return try await self(city, refresh: .ifStale, keepsTimeZone: false)
    }

    /// When the oldest saved city's forecast was fetched; nil when a saved city has none (or
    /// when no city is saved: then there is nothing to refresh, see `hasCities`).
    public func oldestFetch() async throws -> (hasCities: Bool, fetchedAt: Date?) {
        let cities = try await store.everySavedCity()
        var oldest: Date?
        for city in cities {
            guard let forecast = try await store.forecast(nearLatitude: city.latitude, longitude: city.longitude) else {
                return (true, nil)
            }
            oldest = min(oldest ?? forecast.fetchedAt, forecast.fetchedAt)
        }
        return (!cities.isEmpty, oldest)
    }

    /// Whether a stored forecast is missing or older than `maxAge`.
    public func needsRefresh(_ stored: StoredForecast?) -> Bool {
        guard let stored else { return true }
        return stored.isOlder(than: maxAge, at: now())
    }

    /// Every city the profile saved with its forecast, in its order; forecasts the rule wants
    /// are refreshed `concurrency` at a time, so ten cities cost about three round trips, not ten.
    public func all(of profile: ProfileID, refresh: RefreshRule, concurrency: Int = 4) async throws -> [CityWeather] {
        try await forecasts(of: try await store.savedCities(of: profile), refresh: refresh, concurrency: concurrency)
    }

    /// These cities with their forecasts, refreshed as the rule says, `concurrency` at a time.
    func forecasts(of cities: [SavedCity], refresh: RefreshRule, concurrency: Int) async throws -> [CityWeather] {
        var results = [CityWeather?](repeating: nil, count: cities.count)
        try await withThrowingTaskGroup(of: (Int, CityWeather).self) { group in
            var next = 0
            func start() {
                let index = next
                next += 1
                group.addTask { (index, try await self(cities[index], refresh: refresh)) }
            }
            while next < min(concurrency, cities.count) { start() }
            while let (index, weather) = try await group.next() {
                results[index] = weather
                if next < cities.count { start() }
            }
        }
        return results.compactMap { $0 }
    }
}
