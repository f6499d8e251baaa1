import AlmanacCore
import Foundation

/// An alert in words, in the place's time and the chosen units: "Rain likely from 14:00 (70%
/// chance)", "Frost tonight: down to -2°".
public enum WeatherAlertText {
    public static func sentence(_ alert: WeatherAlert, text: WeatherText, calendar: Calendar, now: Date) -> String {
        let sameDay = calendar.isDate(alert.startsAt, inSameDayAs: now)
        let at =
            (sameDay ? "" : ClockText.weekday(of: DateText.dayKey(alert.startsAt, in: calendar)) + " ") + ClockText.time(alert.startsAt, in: calendar)
        switch alert.kind {
        case .rainSoon: return "Rain likely from \(at)" + (alert.value.map { " (\(WeatherText.percent($0)) chance)" } ?? "")
        case .thunderstorm: return "Thunderstorm possible from \(at)"
        case .heavySnow: return "Heavy snow from \(at)"
        case .strongGusts: return "Gusts up to \(text.speed(alert.value)) from \(at)"
        case .frostTonight: return "Frost tonight: down to \(text.degrees(alert.value))"
        case .extremeHeat: return "Heat: up to \(text.degrees(alert.value)) \(sameDay ? "today" : "tomorrow")"
        }
    }
}
