import AlmanacCore
import AlmanacPresentation

/// The weather alerts' settings as a form that works without scripts, on `/starred` (with the
/// other reminders) and on a city's page (which it comes back to): a checkbox per kind, the
/// chance of rain worth a push, quiet hours and the summary's time.
enum WeatherAlertsForm {
    /// - Parameter city: the city whose page shows it, with its name: a box says whether its
    ///   weather is pushed.
    static func html(_ weather: RemindersViewModel.WeatherAlerts, city: (id: Int64, name: String)? = nil) -> HTML {
        let boxes: [HTML] = zip(WeatherAlert.Kind.allCases, weather.alerts).map { kind, alert in
            "<li>\(Components.checkbox(name: RemindersPagesController.alertFieldName(kind), checked: alert.on, label: alert.text))</li>"
        }
        let range = WeatherAlertSettings.rainChanceRange
        func time(_ field: InputField, _ label: String, _ value: String?) -> HTML {
            let id = "\(field.rawValue)\(city.map { "-\($0.id)" } ?? "")"
            return "<label for=\"\(id)\">\(label)</label> <input id=\"\(id)\" type=\"time\" name=\"\(field.rawValue)\" value=\"\(value ?? "")\">"
        }
        let chanceID = "\(InputField.rainChance.rawValue)\(city.map { "-\($0.id)" } ?? "")"
        let thisCity: HTML =
            city.map { city in
                let on = !weather.mutedCities.contains(city.id)
                return """
                    <p>\(Components.checkbox(name: RemindersPagesController.thisCityField, checked: on, label: "For \(city.name)")) <input type="hidden" name="\(RemindersPagesController.cityField)" value="\(city.id)"></p>
                    """
            } ?? .empty
        return """
            <form class="weather-alerts" method="post" action="\(Route.reminderWeather)"><fieldset><legend>Weather alerts for my saved cities</legend>\
            <ul>\(boxes)</ul>\(thisCity)\
            <p><label for="\(chanceID)">Rain soon from a chance of</label> <input id="\(chanceID)" type="number" name="\(InputField.rainChance.rawValue)" min="\(range.lowerBound)" max="\(range.upperBound)" step="5" value="\(weather.rainChance)"> %</p>\
            <p>\(time(.summaryAt, "A summary of the day at", weather.summaryAt))</p>\
            <p>\(time(.quietFrom, "Quiet from", weather.quiet?.from)) \(time(.quietTo, "to", weather.quiet?.to))</p>\
            <p class="note">Times are each city's own. Nothing is sent in quiet hours; an alert still ahead when they end comes then.</p>\
            <button type="submit" class="secondary">Save</button></fieldset></form>
            """
    }
}
