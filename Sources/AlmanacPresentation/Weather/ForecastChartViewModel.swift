import AlmanacCore
import Foundation

/// An SVG chart of the next 48 hours: temperature as a line over precipitation-probability
/// bars, with a time label every 6 hours. Coordinates are computed here so the template only
/// places them, and the chart draws the same without scripts.
public struct ForecastChartViewModel: Hashable, Sendable, Encodable {
    public struct Bar: Hashable, Sendable, Encodable {
        public let x: String, y: String, width: String, height: String
        /// "14:00: 60% chance of rain".
        public let title: String
    }

    public struct Label: Hashable, Sendable, Encodable {
        public let x: String, y: String, text: String
    }

    public static let width = 720.0
    public static let height = 220.0
    static let plotTop = 20.0, plotBottom = 190.0, plotLeft = 46.0, plotRight = 674.0

    public let width = Int(Self.width)
    public let height = Int(Self.height)
    /// The base line under the bars: from `left` to `right` at `bottom`.
    public let left = Int(Self.plotLeft), right = Int(Self.plotRight), bottom = Int(Self.plotBottom)
    /// `polyline` points of the temperature line.
    public let temperaturePoints: String
    public let bars: [Bar]
    public let timeLabels: [Label]
    public let temperatureLabels: [Label]
    /// The rain bars' scale on the right: 0%, 50% and 100% at their heights.
    public let rainLabels: [Label]
    /// The chart in one sentence, for screen readers: "Next 48 hours: 12° to 19°, rain chance up to 90%."
    public let summary: String
    public let hasData: Bool

    /// - Parameter hours: the hours to draw (at most 48, from the current hour).
    init(hours: [HourlyWeather], text: WeatherText, calendar: Calendar) {
        let temperatures = hours.compactMap { $0.temperature.map(text.units.temperature) }
        hasData = !temperatures.isEmpty
        guard let low = temperatures.min(), let high = temperatures.max() else {
            temperaturePoints = ""
            bars = []
            timeLabels = []
            temperatureLabels = []
            rainLabels = []
            summary = "No hourly forecast to chart."
            return
        }
        let (top, bottom, left, right) = (Self.plotTop, Self.plotBottom, Self.plotLeft, Self.plotRight)
        let step = (right - left) / Double(max(hours.count, 1))
        let span = max(high - low, 1)
        func x(_ index: Int) -> Double { left + step * (Double(index) + 0.5) }
        func y(_ value: Double) -> Double { bottom - (value - low) / span * (bottom - top) }
        func format(_ value: Double) -> String { NumberText.decimal(value, decimals: 1) }
        temperaturePoints = hours.enumerated().compactMap { index, hour in
            hour.temperature.map { "\(format(x(index))),\(format(y(text.units.temperature($0))))" }
        }.joined(separator: " ")
        bars = hours.enumerated().compactMap { index, hour in
            guard let chance = hour.precipitationProbability, chance > 0 else { return nil }
            let height = chance / 100 * (bottom - top)
            return Bar(
                x: format(x(index) - step * 0.4), y: format(bottom - height), width: format(step * 0.8), height: format(height),
                title: "\(ClockText.time(hour.time, in: calendar)): \(WeatherText.percent(chance)) chance of rain"
            )
        }
        timeLabels = hours.enumerated().compactMap { index, hour in
            guard calendar.component(.hour, from: hour.time) % 6 == 0 else { return nil }
            return Label(x: format(x(index)), y: format(bottom + 18), text: ClockText.time(hour.time, in: calendar))
        }
        temperatureLabels = [
            Label(x: "2", y: format(y(high) + 7), text: "\(NumberText.whole(high))°"),
            Label(x: "2", y: format(y(low) + 7), text: "\(NumberText.whole(low))°"),
        ]
        rainLabels = [0.0, 50, 100].map { chance in
            Label(x: format(right + 4), y: format(bottom - chance / 100 * (bottom - top) + 4), text: WeatherText.percent(chance))
        }
        let wettest = hours.compactMap(\.precipitationProbability).max()
        summary =
            "Next \(hours.count) hours: \(NumberText.whole(low))° to \(NumberText.whole(high))°"
            + (wettest.map { ", rain chance up to \(WeatherText.percent($0))." } ?? ".")
    }
}
