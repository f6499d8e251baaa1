import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// Reminders in the JSON API: the VAPID public key a browser subscribes with, the visitor's
/// lead and devices, a device subscribed (`POST`, the body a browser's
/// `PushSubscription.toJSON()`) or removed. Where the server sends no pushes (`--push off`)
/// every route answers 404 saying so.
struct RemindersAPIController: Sendable {
    let services: ReminderServices?

    struct Meta: Encodable, Sendable {
        let limit: Int
    }

    func addRoutes(to api: APIRoutes) {
        api.get(.apiPushKey, .perVisitor(nil), use: key)
        // The visitor's lead and devices only: every change of them counts the profile's
        // revision, a device its push service says is gone included.
        api.get(.apiReminders, .personal(nil, drawnFrom: []), use: reminders)
        api.put(.apiReminderLead, .perVisitor(nil), use: setLead)
        api.put(.apiReminderNotices, .perVisitor(nil), use: setNotices)
        api.put(.apiReminderWeather, .perVisitor(nil), use: setWeather)
        api.post(.apiReminderDevices, .perVisitor(nil), use: subscribe)
        api.delete(.apiReminderDevice, .perVisitor(nil), use: unsubscribe)
    }

    @Sendable func key(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        .data(PushKeyViewModel(publicKey: try enabled().publicKey), meta: Meta(limit: PushReminders.subscriptionLimit))
    }

    @Sendable func reminders(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let reminders = try enabled().reminders
        guard context.visitor.hasProfile else { return try await answer(reminders, nil) }
        return try await answer(reminders, context.visitor.reading)
    }

    @Sendable func setLead(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let reminders = try enabled().reminders
        let lead = try Self.lead(in: try await RequestBodyReader.json(request))
        let profile = try await context.visitor.forChange()
        try await reminders.setLead(lead, for: profile)
        return try await answer(reminders, profile)
    }

    @Sendable func setNotices(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let reminders = try enabled().reminders
        let quiet = try Self.quiet(in: try await RequestBodyReader.json(request))
        let profile = try await context.visitor.forChange()
        try await reminders.setQuietNotices(quiet, for: profile)
        return try await answer(reminders, profile)
    }

    @Sendable func setWeather(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let reminders = try enabled().reminders
        let settings = try Self.weather(in: try await RequestBodyReader.json(request))
        let profile = try await context.visitor.forChange()
        try await reminders.setWeatherAlerts(settings, for: profile)
        return try await answer(reminders, profile)
    }

    @Sendable func subscribe(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let reminders = try enabled().reminders
        let body = try Self.subscription(in: try await RequestBodyReader.json(request))
        // Checked before the visitor's profile is made: a refused subscription makes nothing.
        _ = try await reminders.checked(endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth)
        let profile = try await context.visitor.forChange()
        try await reminders.subscribe(endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, for: profile)
        return try await answer(reminders, profile).with(status: .created)
    }

    @Sendable func unsubscribe(_ request: Request, context: AlmanacRequestContext) async throws -> APIAnswer {
        let reminders = try enabled().reminders
        guard context.visitor.hasProfile else { throw NotFound(.reminderDevice, id: context.idParameter) }
        let profile = try await context.visitor.forChange()
        guard try await reminders.unsubscribe(id: context.idParameter, for: profile) else { throw NotFound(.reminderDevice, id: context.idParameter) }
        return try await answer(reminders, profile)
    }

    private func answer(_ reminders: PushReminders, _ profile: ProfileID?) async throws -> APIAnswer {
        let lead = try await profile.asyncMap { try await reminders.lead(of: $0) } ?? .standard
        let quiet = try await profile.asyncMap { try await reminders.quietNotices(of: $0) } ?? []
        let weather = try await profile.asyncMap { try await reminders.weatherAlerts(of: $0) } ?? .off
        let devices = try await profile.asyncMap { try await reminders.devices(of: $0) } ?? []
        return .data(
            RemindersViewModel(lead: lead, quiet: quiet, weather: weather, devices: devices), meta: Meta(limit: PushReminders.subscriptionLimit))
    }

    private func enabled() throws -> ReminderServices {
        guard let services else {
            throw APIError(status: .notFound, code: "not_found", message: "This server does not send reminders (it runs with --push off).")
        }
        return services
    }

    /// A browser's `PushSubscription.toJSON()`: `{"endpoint": …, "keys": {"p256dh": …, "auth": …}}`.
    struct SubscriptionBody: Decodable {
        struct Keys: Decodable {
            let p256dh: String
            let auth: String
        }
        let endpoint: String
        let keys: Keys
    }

    static func subscription(in body: Data) throws(InvalidInput) -> SubscriptionBody {
        try JSONBody.decode(
            SubscriptionBody.self, from: body,
            shape: InvalidInput(
                .body, "\(InputField.body) must be a push subscription: {\"endpoint\": \"https://…\", \"keys\": {\"p256dh\": …, \"auth\": …}}"))
    }

    /// `{"quiet": ["moved", "webcast-live"]}`: the kinds of notice turned off (an empty list turns every kind on).
    static func quiet(in body: Data) throws(InvalidInput) -> Set<PushNotice.Kind> {
        struct Quiet: Decodable { let quiet: [String] }
        let shape = InvalidInput(.notices, "\(InputField.notices) must be sent as {\"quiet\": [\"moved\", \"webcast-live\"]}")
        let quiet = try JSONBody.decode(Quiet.self, from: body, shape: shape)
        guard quiet.quiet.count <= PushNotice.Kind.allCases.count * 2 else { throw shape }
        return try PushNotice.Kind.parsing(quiet.quiet)
    }

    /// `{"alerts": ["rain-soon", "frost-tonight"], "rainChance": 60, "quiet": {"from": "22:00",
    /// "to": "07:00"}, "summaryAt": "07:00"}`: every field but `alerts` may be left out (or null,
    /// or "" for the summary), which means the standard chance, no quiet hours, no summary;
    /// `mutedCities` (saved cities' ids) nothing is pushed about, none when left out.
    static func weather(in body: Data) throws(InvalidInput) -> WeatherAlertSettings {
        struct Weather: Decodable {
            let alerts: [String]
            /// A number, so that 60.5 or 1e308 is refused naming the field (the decoder refuses a
            /// number that is not an `Int` as malformed JSON, naming nothing).
            let rainChance: Double?
            struct Quiet: Decodable {
                let from: String
                let to: String
            }
            let quiet: Quiet?
            let summaryAt: String?
            let mutedCities: [Int64]?
        }
        let weather = try JSONBody.decode(
            Weather.self, from: body,
            shape: InvalidInput(
                .body,
                "\(InputField.body) must be {\"alerts\": [\"rain-soon\"], \"rainChance\": 60, \"quiet\": {\"from\": \"22:00\", \"to\": \"07:00\"}, \"summaryAt\": \"07:00\"}"
            ))
        return try WeatherAlertSettings.parsing(
            alerts: weather.alerts, rainChance: weather.rainChance, quietFrom: weather.quiet?.from, quietTo: weather.quiet?.to,
            summaryAt: weather.summaryAt, mutedCities: weather.mutedCities ?? [])
    }

    /// `{"lead": 60}`.
    static func lead(in body: Data) throws(InvalidInput) -> ReminderLead {
        struct Lead: Decodable { let lead: Int }
        let lead = try JSONBody.decode(
            Lead.self, from: body, shape: InvalidInput(.reminderLead, "\(InputField.reminderLead) must be sent as {\"lead\": 60}"))
        return try ReminderLead(parsing: String(lead.lead))
    }
}
