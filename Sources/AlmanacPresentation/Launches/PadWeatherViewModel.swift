import AlmanacCore
import Foundation

/// The weather at a launch's pad across its window, hour by hour, from the forecast the refresher
/// fetched: what decides whether it goes. In metric units (the page is the same for everyone).
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
    /// "Gusts up to 42 km/h · thunderstorms forecast", when anything stands out.
    public let summary: String?
    /// "Open-Meteo's forecast at the pad, fetched 25 Nov 2026 05:00 UTC".
    public let sourceText: String

    /// Nil when the forecast has no hour within the launch's window.
    public init?(_ forecast: PadForecast, launch: Launch, calendar: Calendar) {
        let hours = forecast.hours(around: launch)
        guard !hours.isEmpty else { return nil }
        self.hours = hours.map { hour in
            Hour(
                time: DateText.iso8601(hour.time),
                timeText: WallClock(hour.time, in: calendar.timeZone).map(LaunchTimeText.clockTime) ?? DateText.iso8601(hour.time),
                condition: WeatherCondition(code: hour.weatherCode, isDay: nil).text,
                wind: hour.windSpeed.map { "\(NumberText.whole($0)) km/h" }, gusts: hour.windGusts.map { "\(NumberText.whole($0)) km/h" },
                rain: hour.precipitationProbability.map { "\(NumberText.whole($0)) %" }, cloud: hour.cloudCover.map { "\(NumberText.whole($0)) %" },
                visibility: hour.visibility.map { $0 >= 1_000 ? "\(NumberText.whole($0 / 1_000)) km" : "\(NumberText.whole($0)) m" },
                isThunderstorm: hour.isThunderstorm)
        }
        var notes: [String] = []
        if let gusts = hours.compactMap(\.windGusts).max() { notes.append("gusts up to \(NumberText.whole(gusts)) km/h") }
        if let rain = hours.compactMap(\.precipitationProbability).max(), rain >= 30 { notes.append("\(NumberText.whole(rain)) % chance of rain") }
        if hours.contains(where: \.isThunderstorm) { notes.append("thunderstorms forecast") }
        summary = notes.isEmpty ? nil : notes.joined(separator: " · ").prefix(1).uppercased() + notes.joined(separator: " · ").dropFirst()
        sourceText = "Open-Meteo's forecast at the pad, fetched \(DateText.timestamp(forecast.fetchedAt, in: calendar))"
    }
}
