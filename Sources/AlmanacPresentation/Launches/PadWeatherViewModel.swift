import AlmanacCore
import Foundation

/// The weather at a launch's pad across its window, hour by hour, from the forecast the refresher
/// fetched: what decides whether it goes. Speeds and distances in the viewer's units.
public struct PadWeatherViewModel: Hashable, Sendable, Encodable {
    public struct Hour: Hashable, Sendable, Encodable {
        /// UTC, ISO 8601, and "7:00 AM" in the viewer's zone.
        public let time: String
        public let timeText: String
        /// "Partly cloudy", "Thunderstorm".
        public let condition: String
        public let wind: String?
        public let gusts: String?
        public let rain: String?
        public let cloud: String?
        public let visibility: String?
        public let isThunderstorm: Bool
    }

    public let hours: [Hour]
    /// "metric" or "imperial": what the texts are in.
    public let units: UnitSystem
    /// "Gusts up to 42 km/h · thunderstorms forecast", when anything stands out.
    public let summary: String?
    /// "Open-Meteo's forecast at the pad, fetched 25 Nov 2026 05:00 UTC".
    public let sourceText: String

    /// Nil when the forecast has no hour within the launch's window.
    public init?(_ forecast: PadForecast, launch: Launch, calendar: Calendar, units: UnitSystem = .metric) {
        let hours = forecast.hours(around: launch)
        guard !hours.isEmpty else { return nil }
        func speed(_ kilometresPerHour: Double) -> String { "\(NumberText.whole(units.speed(kilometresPerHour))) \(units.speedSymbol)" }
        self.units = units
        self.hours = hours.map { hour in
            Hour(
                time: DateText.iso8601(hour.time),
                timeText: WallClock(hour.time, in: calendar.timeZone).map(LaunchTimeText.clockTime) ?? DateText.iso8601(hour.time),
                condition: WeatherCondition(code: hour.weatherCode, isDay: nil).text,
                wind: hour.windSpeed.map(speed), gusts: hour.windGusts.map(speed),
                rain: hour.precipitationProbability.map { "\(NumberText.whole($0)) %" }, cloud: hour.cloudCover.map { "\(NumberText.whole($0)) %" },
                visibility: hour.visibility.map { WeatherText(units: units).distance(metres: $0) },
                isThunderstorm: hour.isThunderstorm)
        }
        var notes: [String] = []
        if let gusts = hours.compactMap(\.windGusts).max() { notes.append("gusts up to \(speed(gusts))") }
        if let rain = hours.compactMap(\.precipitationProbability).max(), rain >= 30 { notes.append("\(NumberText.whole(rain)) % chance of rain") }
        if hours.contains(where: \.isThunderstorm) { notes.append("thunderstorms forecast") }
        summary = notes.isEmpty ? nil : notes.joined(separator: " · ").prefix(1).uppercased() + notes.joined(separator: " · ").dropFirst()
        sourceText = "Open-Meteo's forecast at the pad, fetched \(DateText.timestamp(forecast.fetchedAt, in: calendar))"
    }

}
