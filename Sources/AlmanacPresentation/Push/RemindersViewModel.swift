import AlmanacCore
import Foundation

/// A visitor's reminders as the JSON API and `/starred` show them: the lead, the choices, and
/// the devices receiving them (by push service host only: an endpoint is a capability).
public struct RemindersViewModel: Hashable, Sendable, Encodable {
    public struct Device: Hashable, Sendable, Encodable {
        public let id: String
        /// "fcm.googleapis.com", "updates.push.services.mozilla.com"…
        public let service: String
        public let subscribedAt: String
        public let removeHref: String
        /// Since when its notices fail (ISO 8601); nil while they arrive.
        public let failingSince: String?
        /// What to tell its owner when they fail.
        public let failingText: String?

        public init(_ device: PushDevice) {
            id = device.id
            service = device.serviceHost
            subscribedAt = DateText.iso8601(device.createdAt)
            removeHref = APIRoute.reminderDevice(id: device.id).href
            failingSince = device.failingSince.map(DateText.iso8601)
            failingText = device.failingSince.map { _ in
                "Reminders to this device are not arriving: its push service refused them or could not be reached. Stop them here and turn them on again on the device."
            }
        }
    }

    public struct Choice: Hashable, Sendable, Encodable {
        public let minutes: Int
        public let text: String
        public let chosen: Bool
    }

    /// Minutes before a launch.
    public let lead: Int
    public let leadText: String
    public let choices: [Choice]
    /// Each kind of notice, on unless the profile turned it off.
    public let notices: [Notice]
    public let devices: [Device]

    public struct Notice: Hashable, Sendable, Encodable {
        /// `reminder`, `moved`, `scrubbed`, `webcast-live`, `launched`, `failed`.
        public let kind: String
        /// "Before it goes", "When its webcast goes live".
        public let text: String
        public let on: Bool
    }

    /// What is pushed about the weather in the saved cities.
    public let weather: WeatherAlerts

    /// Weather alerts as the settings show them: each kind on or off, the chance of rain worth a
    /// push, quiet hours and the summary's time (HH:MM in each city's time, nil when none).
    public struct WeatherAlerts: Hashable, Sendable, Encodable {
        public let alerts: [Notice]
        public let rainChance: Int
        /// Quiet hours, HH:MM to HH:MM; nil: none.
        public let quiet: Quiet?
        /// The saved cities (ids) nothing is pushed about.
        public let mutedCities: [Int64]
        public let summaryAt: String?
        /// "Rain soon, Frost tonight, a summary at 07:00, quiet 22:00–07:00"; "Off".
        public let summaryText: String

        public struct Quiet: Hashable, Sendable, Encodable {
            public let from: String
            public let to: String
        }

        public init(_ settings: WeatherAlertSettings) {
            alerts = WeatherAlert.Kind.allCases.map {
                Notice(kind: $0.rawValue, text: WeatherPushMessage.headline($0), on: settings.kinds.contains($0))
            }
            rainChance = settings.rainChance
            quiet = settings.quietHours.map { Quiet(from: "\($0.from)", to: "\($0.to)") }
            mutedCities = settings.mutedCities.sorted()
            summaryAt = settings.summaryAt.map { "\($0)" }
            var parts: [String] = []
            let kinds = alerts.filter(\.on).map(\.text)
            if !kinds.isEmpty { parts.append(kinds.joined(separator: ", ")) }
            if let summaryAt { parts.append("a summary at \(summaryAt)") }
            if let quiet, !parts.isEmpty { parts.append("quiet \(quiet.from)–\(quiet.to)") }
            summaryText = parts.isEmpty ? "Off" : parts.joined(separator: ", ")
        }
    }

    public init(lead: ReminderLead, quiet: Set<PushNotice.Kind> = [], weather: WeatherAlertSettings = .off, devices: [PushDevice]) {
        self.lead = lead.minutes
        leadText = PushMessage.leadText(lead)
        choices = ReminderLead.allCases.map { Choice(minutes: $0.minutes, text: PushMessage.leadText($0), chosen: $0 == lead) }
        notices = Self.kindsInOrder.map { Notice(kind: $0.rawValue, text: Self.words($0), on: !quiet.contains($0)) }
        self.weather = WeatherAlerts(weather)
        self.devices = devices.map(Device.init)
    }

    /// In the order they come on launch day.
    static let kindsInOrder: [PushNotice.Kind] = [.reminder, .moved, .scrubbed, .webcastLive, .launched, .failed]

    /// What turning a kind on or off means, in words.
    public static func words(_ kind: PushNotice.Kind) -> String {
        switch kind {
        case .reminder: "Before it goes"
        case .moved: "When its time moves"
        case .scrubbed: "When it is put on hold"
        case .webcastLive: "When its webcast goes live"
        case .launched: "At lift-off"
        case .failed: "When it fails"
        }
    }
}

/// What a browser needs to subscribe: the server's VAPID public key (`applicationServerKey`).
public struct PushKeyViewModel: Hashable, Sendable, Encodable {
    public let publicKey: String

    public init(publicKey: String) { self.publicKey = publicKey }
}
