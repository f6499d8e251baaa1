import Foundation

/// What the background refresher does for the weather: one forecast per distinct place (cities
/// at the same grid point share one), only where the stored one is stale, the places of the most
/// recently used profiles first, and never more than the `RefreshCeiling` allows per cycle. So
/// upstream traffic grows with the places people keep using, not with the number of saved
/// cities or profiles anyone can make.
public struct RefreshForecasts: Sendable {
    private let forecasts: CityForecast
    private let store: any WeatherStore
    private let ceiling: RefreshCeiling

    public init(forecasts: CityForecast, store: any WeatherStore, ceiling: RefreshCeiling) {
        self.forecasts = forecasts
        self.store = store
        self.ceiling = ceiling
    }

    /// What one refresh did.
    public struct Summary: Hashable, Sendable {
        public var places = 0, refreshed = 0, current = 0, deferred = 0
        public var failures: [UpstreamFailure] = []

        public var text: String {
            var text = "Weather: \(places) places, \(refreshed) forecasts refreshed, \(current) current"
            if deferred > 0 { text += ", \(deferred) deferred to the next cycle" }
            return text
        }
    }

    public func callAsFunction(concurrency: Int = 4) async throws -> Summary {
        var summary = Summary()
        var due: [SavedCity] = []
        // Saved cities come most recently used profile first; the first city of a place stands for it.
        var places: [(latitude: Double, longitude: Double)] = []
        for city in try await store.everySavedCity() {
            if places.contains(where: {
                abs($0.latitude - city.latitude) <= Forecast.sameGridPoint && abs($0.longitude - city.longitude) <= Forecast.sameGridPoint
            }) {
                continue
            }
            places.append((city.latitude, city.longitude))
            let stored = try await store.forecast(nearLatitude: city.latitude, longitude: city.longitude)
            if forecasts.needsRefresh(stored) { due.append(city) } else { summary.current += 1 }
        }
        summary.places = places.count
        let allowed = min(due.count, ceiling.remaining)
        summary.deferred = due.count - allowed
        ceiling.spend(allowed)
        ceiling.setDeferred(summary.deferred)
        let results = try await forecasts.forecasts(of: Array(due.prefix(allowed)), refresh: .always, concurrency: concurrency)
        summary.failures = results.compactMap(\.failure)
        summary.refreshed = results.count - summary.failures.count
        return summary
    }

    /// Whether a refresh could fetch anything now: false while the cycle's ceiling is spent.
    public var canFetch: Bool { ceiling.remaining > 0 }
}
