import AlmanacCore
import Foundation

/// A weather notice as the notification shows it, in the shape of `PushMessage` (the service
/// worker reads both alike): the city's page as `url`, and a `tag` per city and kind, so a newer
/// alert of the same kind replaces the older one on the screen. Times are the city's own.
public struct WeatherPushMessage: Hashable, Sendable, Encodable {
    public let title: String
    public let body: String
    public let url: String
    public let tag: String

    public init(_ notice: WeatherNotice) {
        let name =
            notice.city.name.count > PushMessage.nameLimit ? String(notice.city.name.prefix(PushMessage.nameLimit - 1)) + "…" : notice.city.name
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: notice.timeZone) ?? .gmt
        let text = WeatherText(units: notice.units)
        switch notice.subject {
        case .alert(let alert):
            title = "\(name): \(WeatherPushMessage.headline(alert.kind))"
            body = WeatherAlertText.sentence(alert, text: text, calendar: calendar, now: notice.plannedAt)
            tag = "weather-\(notice.city.id)-\(alert.kind.rawValue)"
        case .summary(let day, let alerts):
            title = "\(name) today"
            let condition = WeatherCondition(code: day.weatherCode, isDay: true).text
            let range =
                switch (day.temperatureMin, day.temperatureMax) {
                case (let low?, let high?): ", \(text.degrees(low)) to \(text.degrees(high))"
                case (nil, let high?): ", up to \(text.degrees(high))"
                case (let low?, nil): ", down to \(text.degrees(low))"
                case (nil, nil): ""
                }
            var parts = [condition + range]
            if let chance = day.precipitationProbabilityMax { parts.append("\(WeatherText.percent(chance)) chance of rain") }
            parts += alerts.prefix(2).map { WeatherAlertText.sentence($0, text: text, calendar: calendar, now: notice.plannedAt) }
            body = parts.joined(separator: "; ")
            tag = "weather-\(notice.city.id)-summary"
        }
        url = Route.city(id: notice.city.id).href
    }

    /// "Rain soon", "Frost tonight": a kind as a notification's title says it.
    public static func headline(_ kind: WeatherAlert.Kind) -> String {
        switch kind {
        case .rainSoon: "Rain soon"
        case .thunderstorm: "Thunderstorm"
        case .heavySnow: "Heavy snow"
        case .strongGusts: "Strong gusts"
        case .frostTonight: "Frost tonight"
        case .extremeHeat: "Heat"
        }
    }

    /// The JSON the push carries.
    public static func json(_ notice: WeatherNotice) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(WeatherPushMessage(notice))).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
