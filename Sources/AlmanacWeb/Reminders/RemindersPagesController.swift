import AlmanacCore
import AlmanacPresentation
import Hummingbird

/// The reminders' form posts on `/starred`, which work without scripts: the lead, and stopping
/// reminders to one device. Subscribing a device needs the browser's Push API, so it is the
/// page script's, through the JSON API. Both come back to `/starred`, at its reminders.
struct RemindersPagesController: Sendable {
    let services: ReminderServices?

    func addRoutes(to pages: PageRoutes) {
        guard services != nil else { return }
        pages.post(.reminderLead, use: setLead)
        pages.post(.reminderNotices, use: setNotices)
        pages.post(.reminderWeather, use: setWeather)
        pages.post(.removeReminderDevice, use: removeDevice)
    }

    @Sendable func setLead(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        guard let reminders = services?.reminders else { throw NotFound(.reminderDevice) }
        let lead = try ReminderLead(parsing: try await FormBody.read(request)[InputField.reminderLead.rawValue] ?? "")
        try await reminders.setLead(lead, for: try await context.visitor.forChange())
        return Redirect(to: StarredPage.remindersHref)
    }

    /// The checkboxes of `/starred`: a kind whose box was not sent checked is turned off; any
    /// other field is passed over.
    @Sendable func setNotices(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        guard let reminders = services?.reminders else { throw NotFound(.reminderDevice) }
        let form = try await FormBody.read(request)
        let quiet = Set(PushNotice.Kind.allCases.filter { form[Self.fieldName($0.rawValue)] != "on" })
        try await reminders.setQuietNotices(quiet, for: try await context.visitor.forChange())
        return Redirect(to: StarredPage.remindersHref)
    }

    /// The form field of a kind of notice: `notice-webcast-live`.
    static func fieldName(_ kind: String) -> String { "notice-\(kind)" }

    /// The weather alerts' form, on `/starred` and on a city's page (which sends its id as
    /// `city`, to come back to): a kind whose box was not sent checked is off; the chance and the
    /// times are checked as the API checks them (400 naming the field).
    @Sendable func setWeather(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        guard let reminders = services?.reminders else { throw NotFound(.reminderDevice) }
        let form = try await FormBody.read(request)
        var chance: Double?
        if let text = form[InputField.rainChance.rawValue], !text.isEmpty {
            guard let number = Double(text), number.isFinite else {
                throw InvalidInput(.rainChance, "\(InputField.rainChance) must be a whole percent (got \"\(text.prefix(20))\")")
            }
            chance = number
        }
        // The city page's form says whether that city is muted; /starred's keeps the muted ones.
        var muted = context.visitor.hasProfile ? try await reminders.weatherAlerts(of: context.visitor.reading).mutedCities : []
        if let city = form[Self.cityField].flatMap(Int64.init) {
            if form[Self.thisCityField] == "on" { muted.remove(city) } else { muted.insert(city) }
        }
        let settings = try WeatherAlertSettings.parsing(
            alerts: WeatherAlert.Kind.allCases.filter { form[Self.alertFieldName($0)] == "on" }.map(\.rawValue), rainChance: chance,
            quietFrom: form[InputField.quietFrom.rawValue], quietTo: form[InputField.quietTo.rawValue],
            summaryAt: form[InputField.summaryAt.rawValue],
            // Ids of cities removed since stay muted, harmlessly; the newest are kept within the limit.
            mutedCities: Array(muted.sorted().suffix(SavedCity.limit)))
        try await reminders.setWeatherAlerts(settings, for: try await context.visitor.forChange())
        if let city = form[Self.cityField].flatMap(Int64.init) { return Redirect(to: Route.city(id: city).href + "#alerts") }
        return Redirect(to: StarredPage.remindersHref)
    }

    /// The form field of a kind of weather alert: `alert-rain-soon`.
    static func alertFieldName(_ kind: WeatherAlert.Kind) -> String { "alert-\(kind.rawValue)" }
    /// The city page a weather form came from, and its box: the alerts are for that city too.
    static let cityField = "city"
    static let thisCityField = "alert-this-city"

    @Sendable func removeDevice(_ request: Request, context: AlmanacRequestContext) async throws -> Redirect {
        guard let reminders = services?.reminders else { throw NotFound(.reminderDevice) }
        if context.visitor.hasProfile {
            try await reminders.unsubscribe(id: context.idParameter, for: try await context.visitor.forChange())
        }
        return Redirect(to: StarredPage.remindersHref)
    }
}
