import Foundation

/// One thing a device is told about the weather in a saved city: an alert (`WeatherAlert`), or
/// the day's summary.
public struct WeatherNotice: Hashable, Sendable {
    public enum Subject: Hashable, Sendable {
        case alert(WeatherAlert)
        /// The day as forecast, with the alerts that apply from now.
        case summary(DailyWeather, alerts: [WeatherAlert])
    }

    public let subject: Subject
    public let city: SavedCity
    /// The place's zone, in which its times are told.
    public let timeZone: String
    public let units: UnitSystem
    /// When it was planned: what "today" and "tonight" are counted from.
    public let plannedAt: Date

    public init(subject: Subject, city: SavedCity, timeZone: String, units: UnitSystem, plannedAt: Date) {
        self.subject = subject
        self.city = city
        self.timeZone = timeZone
        self.units = units
        self.plannedAt = plannedAt
    }

    /// What makes it once-only for a subscription: the city and the alert's kind and spell, or
    /// the city and the summary's day. The same rain forecast again by the next refresh is the
    /// same key; a new spell is a new one.
    public var key: String {
        switch subject {
        case .alert(let alert): "weather \(city.id) \(alert.id)"
        case .summary(let day, _): "weather \(city.id) summary@\(day.day)"
        }
    }
}

/// A subscription with its profile's weather settings, saved cities and units.
public struct WeatherPushTarget: Hashable, Sendable {
    public let subscription: PushSubscription
    public let settings: WeatherAlertSettings
    public let cities: [SavedCity]
    public let units: UnitSystem

    public init(subscription: PushSubscription, settings: WeatherAlertSettings, cities: [SavedCity], units: UnitSystem) {
        self.subscription = subscription
        self.settings = settings
        self.cities = cities
        self.units = units
    }
}

/// Which weather notices are due now, for every subscription: a pure function of the settings,
/// the kept forecasts and the time, like `PlanPushes` for launches.
///
/// - An alert of a kind the profile turned on, for each saved city with a forecast but those it
///   muted, unless the city's clock is in the profile's quiet hours: an alert still ahead when
///   they end is planned then (the queue's key keeps it once-only either way).
/// - The summary from the chosen time until `summaryWindow` after it, once per city and day, in
///   quiet hours too (its time is the profile's own choice): a sender that was stopped all
///   morning sends no "morning" summary in the evening.
public struct PlanWeatherPushes: Sendable {
    public static let summaryWindow = 3 * 60

    public init() {}

    public func callAsFunction(
        targets: [WeatherPushTarget], forecasts: [Int64: Forecast], now: Date
    ) -> [(subscriptionID: String, notice: WeatherNotice)] {
        var planned: [(String, WeatherNotice)] = []
        for target in targets where target.settings.pushesAnything {
            for city in target.cities where target.settings.covers(city) {
                guard let forecast = forecasts[city.id] else { continue }
                for notice in notices(for: city, forecast: forecast, target: target, now: now) {
                    planned.append((target.subscription.id, notice))
                }
            }
        }
        return planned
    }

    private func notices(for city: SavedCity, forecast: Forecast, target: WeatherPushTarget, now: Date) -> [WeatherNotice] {
        let zone = TimeZone(identifier: forecast.timeZone) ?? TimeZone(identifier: city.timeZone ?? "") ?? .gmt
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let clock = LocalTime(of: now, in: calendar)
        let alerts = target.settings.rules.alerts(in: forecast, at: now).filter { target.settings.kinds.contains($0.kind) }
        func notice(_ subject: WeatherNotice.Subject) -> WeatherNotice {
            WeatherNotice(subject: subject, city: city, timeZone: zone.identifier, units: target.units, plannedAt: now)
        }
        var notices: [WeatherNotice] = []
        if let summaryAt = target.settings.summaryAt, summaryAt.minutes(until: clock) < Self.summaryWindow {
            // The day the summary time fell on (the window may run past midnight).
            let began = now.addingTimeInterval(-Double(summaryAt.minutes(until: clock)) * 60)
            let key = DailyWeather.day(of: began, in: calendar)
            if let day = forecast.daily.first(where: { $0.day == key }) {
                notices.append(notice(.summary(day, alerts: alerts)))
            }
        }
        if target.settings.quietHours?.contains(clock) != true {
            notices += alerts.map { notice(.alert($0)) }
        }
        return notices
    }
}
