import Foundation

/// What the push sender needs for weather notices: each subscribed profile's saved cities and
/// units, the kept forecasts (never an upstream: the refresher keeps them fresh), and the words a
/// notice becomes.
public struct WeatherPushes: Sendable {
    private let weather: any WeatherStore
    private let profiles: any ProfileStore
    private let compose: @Sendable (WeatherNotice) -> String

    public init(weather: any WeatherStore, profiles: any ProfileStore, compose: @escaping @Sendable (WeatherNotice) -> String) {
        self.weather = weather
        self.profiles = profiles
        self.compose = compose
    }

    /// The weather notices due at `date` for the subscriptions whose profile asked for any, each
    /// city's forecast read once however many profiles saved it.
    public func due(for targets: [PushTarget], at date: Date) async throws -> [QueuedPush] {
        let wanting = targets.filter(\.weather.pushesAnything)
        guard !wanting.isEmpty else { return [] }
        var cities: [ProfileID: [SavedCity]] = [:]
        var units: [ProfileID: UnitSystem] = [:]
        for target in wanting where cities[target.profile] == nil {
            cities[target.profile] = try await weather.savedCities(of: target.profile).filter(target.weather.covers)
            units[target.profile] = try await profiles.record(target.profile)?.preferences.units ?? .metric
        }
        var forecasts: [Int64: Forecast] = [:]
        for city in cities.values.joined() where forecasts[city.id] == nil {
            forecasts[city.id] = try await weather.forecast(nearLatitude: city.latitude, longitude: city.longitude)?.forecast
        }
        let planned = PlanWeatherPushes()(
            targets: wanting.map {
                WeatherPushTarget(
                    subscription: $0.subscription, settings: $0.weather, cities: cities[$0.profile] ?? [], units: units[$0.profile] ?? .metric)
            },
            forecasts: forecasts, now: date)
        return planned.map { QueuedPush(subscriptionID: $0.subscriptionID, key: $0.notice.key, payload: compose($0.notice)) }
    }
}
