import AlmanacCore
import Foundation

/// Push subscriptions (`push_subscription`), each profile's lead (`profile_reminder`), the queue
/// of what is pushed (`push_sent`: one row per subscription and notice, its key making "sent
/// once" a constraint rather than a hope) and the VAPID key (`push_server_key`).
public struct SQLPushStore: PushStore {
    private let database: any SQLDatabase

    public init(database: any SQLDatabase) { self.database = database }

    /// The words `push_sent.state` holds.
    private enum State: String { case queued, sent, failed }

    public func subscribe(_ subscription: PushSubscription, for profile: ProfileID, limit: Int) async throws {
        try await database.write(.profile(profile)) { session in
            let others = try await session.count(
                "SELECT COUNT(*) FROM push_subscription WHERE profile_id = \(profile.rawValue) AND id <> \(subscription.id)")
            guard others < limit else { throw ProfileLimitReached(what: "devices receiving reminders", limit: limit) }
            // The same browser subscribing again (new keys, or after "delete my data": a new
            // profile) keeps one row, now the profile's; what was pushed to it stays pushed.
            try await session.execute(
                """
                INSERT INTO push_subscription (id, profile_id, endpoint, p256dh, auth, created_at)
                VALUES (\(subscription.id), \(profile.rawValue), \(subscription.endpoint), \(subscription.p256dh), \(subscription.auth),
                  \(subscription.createdAt.timeIntervalSince1970))
                ON CONFLICT (id) DO UPDATE SET profile_id = excluded.profile_id, endpoint = excluded.endpoint, p256dh = excluded.p256dh,
                  auth = excluded.auth, created_at = excluded.created_at
                """)
        }
    }

    public func unsubscribe(id: String, for profile: ProfileID) async throws -> Bool {
        try await database.write(.profile(profile)) { session in
            guard
                try await session.firstRow("DELETE FROM push_subscription WHERE id = \(id) AND profile_id = \(profile.rawValue) RETURNING id") != nil
            else { return false }
            try await session.execute("DELETE FROM push_sent WHERE subscription_id = \(id)")
            return true
        }
    }

    public func subscriptions(of profile: ProfileID) async throws -> [PushSubscription] {
        try await database.read { session in
            try await session.rows(
                "SELECT endpoint, p256dh, auth, created_at FROM push_subscription WHERE profile_id = \(profile.rawValue) ORDER BY created_at DESC"
            ).map(Self.subscription)
        }
    }

    public func failingDevices(of profile: ProfileID) async throws -> [String: Date] {
        try await database.read { session in
            // A notice given up with none delivered to the device since, or one tried twice
            // already and still waiting: the device's latest word is a failure.
            var failing: [String: Date] = [:]
            for row in try await session.rows(
                """
                SELECT s.id, MAX(p.due_at) AS since FROM push_subscription s JOIN push_sent p ON p.subscription_id = s.id
                WHERE s.profile_id = \(profile.rawValue) AND (
                    (p.state = \(State.failed.rawValue) AND NOT EXISTS (
                        SELECT 1 FROM push_sent q WHERE q.subscription_id = s.id AND q.state = \(State.sent.rawValue) AND q.due_at >= p.due_at))
                    OR (p.state = \(State.queued.rawValue) AND p.attempts >= 2))
                GROUP BY s.id
                """)
            {
                failing[try row["id"]] = Date(timeIntervalSince1970: try row["since"])
            }
            return failing
        }
    }

    public func reminderLead(of profile: ProfileID) async throws -> ReminderLead? {
        try await database.read { session in
            try await session.value("SELECT lead_minutes FROM profile_reminder WHERE profile_id = \(profile.rawValue)", as: Int.self)
                .flatMap(ReminderLead.init(rawValue:))
        }
    }

    public func setReminderLead(_ lead: ReminderLead, for profile: ProfileID) async throws {
        try await database.write(.profile(profile)) { session in
            try await session.execute(
                """
                INSERT INTO profile_reminder (profile_id, lead_minutes) VALUES (\(profile.rawValue), \(lead.minutes))
                ON CONFLICT (profile_id) DO UPDATE SET lead_minutes = excluded.lead_minutes
                """)
        }
    }

    public func quietNotices(of profile: ProfileID) async throws -> Set<PushNotice.Kind> {
        try await database.read { session in
            Self.kinds(try await session.value("SELECT quiet_notices FROM profile_reminder WHERE profile_id = \(profile.rawValue)", as: String.self))
        }
    }

    /// Kept beside the lead, which a profile that has none yet gets as the standard one.
    public func setQuietNotices(_ kinds: Set<PushNotice.Kind>, for profile: ProfileID) async throws {
        let text = kinds.map(\.rawValue).sorted().joined(separator: ",")
        try await database.write(.profile(profile)) { session in
            try await session.execute(
                """
                INSERT INTO profile_reminder (profile_id, lead_minutes, quiet_notices) VALUES (\(profile.rawValue), \(ReminderLead.standard.minutes), \(text))
                ON CONFLICT (profile_id) DO UPDATE SET quiet_notices = excluded.quiet_notices
                """)
        }
    }

    public func weatherAlerts(of profile: ProfileID) async throws -> WeatherAlertSettings {
        try await database.read { session in
            Self.weather(
                try await session.value("SELECT weather_alerts FROM profile_reminder WHERE profile_id = \(profile.rawValue)", as: String.self))
        }
    }

    /// Kept beside the lead, which a profile that has none yet gets as the standard one.
    public func setWeatherAlerts(_ settings: WeatherAlertSettings, for profile: ProfileID) async throws {
        let text = settings == .off ? "" : String(decoding: try Self.settingsEncoder.encode(settings), as: UTF8.self)
        try await database.write(.profile(profile)) { session in
            try await session.execute(
                """
                INSERT INTO profile_reminder (profile_id, lead_minutes, weather_alerts) VALUES (\(profile.rawValue), \(ReminderLead.standard.minutes), \(text))
                ON CONFLICT (profile_id) DO UPDATE SET weather_alerts = excluded.weather_alerts
                """)
        }
    }

    private static let settingsEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    /// The settings a stored text holds; none (or what this build cannot read) is `.off`.
    private static func weather(_ text: String?) -> WeatherAlertSettings {
        guard let text, !text.isEmpty else { return .off }
        return (try? JSONDecoder().decode(WeatherAlertSettings.self, from: Data(text.utf8))) ?? .off
    }

    /// The kinds a stored list names; a name this build does not know is passed over.
    private static func kinds(_ text: String?) -> Set<PushNotice.Kind> {
        Set((text ?? "").split(separator: ",").compactMap { PushNotice.Kind(rawValue: String($0)) })
    }

    public func pushTargets() async throws -> [PushTarget] {
        try await database.snapshot { session in
            let rows = try await session.rows(
                """
                SELECT s.profile_id, s.endpoint, s.p256dh, s.auth, s.created_at, r.lead_minutes, r.quiet_notices, r.weather_alerts
                FROM push_subscription s LEFT JOIN profile_reminder r ON r.profile_id = s.profile_id
                ORDER BY s.id
                """)
            guard !rows.isEmpty else { return [] }
            // One read of every starred launch of a subscribed profile, grouped by profile.
            let starred = try await session.rows(
                """
                SELECT profile_id, id, starred_at FROM profile_star
                WHERE kind = \(StarKind.launch.rawValue) AND profile_id IN (SELECT profile_id FROM push_subscription)
                """)
            var launches: [String: [String: Date]] = [:]
            for row in starred {
                launches[try row["profile_id"], default: [:]][try row["id"]] = Date(timeIntervalSince1970: try row["starred_at"])
            }
            return try rows.compactMap { row in
                guard let profile = ProfileID(token: try row["profile_id"]) else { return nil }
                return PushTarget(
                    subscription: try Self.subscription(row), profile: profile,
                    lead: (try row["lead_minutes"] as Int?).flatMap(ReminderLead.init(rawValue:)) ?? .standard,
                    starredLaunches: launches[try row["profile_id"]] ?? [:], quiet: Self.kinds(try row["quiet_notices"]),
                    weather: Self.weather(try row["weather_alerts"])
                )
            }
        }
    }

    public func enqueue(_ pushes: [QueuedPush], at date: Date) async throws -> Int {
        guard !pushes.isEmpty else { return 0 }
        return try await database.write(.pushQueue) { session in
            let before = try await session.count("SELECT COUNT(*) FROM push_sent")
            let rows: [[SQLValue]] = pushes.map { push in
                [
                    .text(push.subscriptionID), .text(push.key), .text(push.payload), .text(State.queued.rawValue), .integer(0),
                    .real(date.timeIntervalSince1970), .real(date.timeIntervalSince1970),
                ]
            }
            // A subscription removed since it was planned gets nothing queued.
            try await session.insert(
                "INSERT INTO push_sent (subscription_id, notice, payload, state, attempts, due_at, queued_at)", rows: rows,
                suffix: " ON CONFLICT (subscription_id, notice) DO NOTHING")
            try await session.execute("DELETE FROM push_sent WHERE subscription_id NOT IN (SELECT id FROM push_subscription)")
            return try await session.count("SELECT COUNT(*) FROM push_sent") - before
        }
    }

    public func takeDue(at date: Date, lease: TimeInterval) async throws -> [DuePush] {
        let leased = (date + lease).timeIntervalSince1970
        return try await database.write(.pushQueue) { session in
            let rows = try await session.rows(
                """
                SELECT s.endpoint, s.p256dh, s.auth, s.created_at, p.notice, p.payload, p.attempts
                FROM push_sent p JOIN push_subscription s ON s.id = p.subscription_id
                WHERE p.state = \(State.queued.rawValue) AND p.due_at <= \(date.timeIntervalSince1970)
                ORDER BY p.due_at, p.queued_at
                """)
            try await session.execute(
                """
                UPDATE push_sent SET due_at = \(leased) WHERE state = \(State.queued.rawValue) AND due_at <= \(date.timeIntervalSince1970)
                """)
            return try rows.map { row in
                DuePush(
                    subscription: try Self.subscription(row), noticeKey: try row["notice"], payload: try row["payload"], attempts: try row["attempts"]
                )
            }
        }
    }

    public func settle(_ settlements: [(push: DuePush, settlement: PushSettlement)], at date: Date) async throws {
        guard !settlements.isEmpty else { return }
        try await database.write(.pushQueue) { session in
            for (push, settlement) in settlements {
                let (id, notice) = (push.subscription.id, push.noticeKey)
                switch settlement {
                case .sent, .failed:
                    let state = settlement == .sent ? State.sent : State.failed
                    try await session.execute(
                        """
                        UPDATE push_sent SET state = \(state.rawValue), attempts = attempts + 1, due_at = \(date.timeIntervalSince1970)
                        WHERE subscription_id = \(id) AND notice = \(notice)
                        """)
                case .retry(let at):
                    try await session.execute(
                        """
                        UPDATE push_sent SET attempts = attempts + 1, due_at = \(at.timeIntervalSince1970)
                        WHERE subscription_id = \(id) AND notice = \(notice)
                        """)
                case .subscriptionGone:
                    try await session.countRevision(ofProfileWithSubscription: id)
                    try await session.execute("DELETE FROM push_sent WHERE subscription_id = \(id)")
                    try await session.execute("DELETE FROM push_subscription WHERE id = \(id)")
                }
            }
        }
    }

    public func queue(of profile: ProfileID) async throws -> [PushRecord] {
        try await database.read { session in
            try await session.rows(
                """
                SELECT p.subscription_id, p.notice, p.payload, p.state, p.attempts, p.due_at, p.queued_at
                FROM push_sent p JOIN push_subscription s ON s.id = p.subscription_id WHERE s.profile_id = \(profile.rawValue)
                ORDER BY p.queued_at, p.subscription_id, p.notice
                """
            ).map { row in
                PushRecord(
                    subscriptionID: try row["subscription_id"], noticeKey: try row["notice"], payload: try row["payload"], state: try row["state"],
                    attempts: try row["attempts"], dueAt: Date(timeIntervalSince1970: try row["due_at"]),
                    queuedAt: Date(timeIntervalSince1970: try row["queued_at"]))
            }
        }
    }

    public func restoreQueue(_ records: [PushRecord]) async throws {
        guard !records.isEmpty else { return }
        try await database.write(.pushQueue) { session in
            let rows: [[SQLValue]] = records.map { record in
                [
                    .text(record.subscriptionID), .text(record.noticeKey), .text(record.payload), .text(record.state),
                    .integer(Int64(record.attempts)),
                    .real(record.dueAt.timeIntervalSince1970), .real(record.queuedAt.timeIntervalSince1970),
                ]
            }
            try await session.insert(
                "INSERT INTO push_sent (subscription_id, notice, payload, state, attempts, due_at, queued_at)", rows: rows,
                suffix: " ON CONFLICT (subscription_id, notice) DO NOTHING")
        }
    }

    public func queueCounts() async throws -> PushQueueCounts {
        try await database.read { session in
            var counts: [String: Int] = [:]
            for row in try await session.rows("SELECT state, COUNT(*) AS n FROM push_sent GROUP BY state") {
                counts[try row["state"]] = try row["n"]
            }
            return PushQueueCounts(
                sent: counts[State.sent.rawValue] ?? 0, waiting: counts[State.queued.rawValue] ?? 0, failed: counts[State.failed.rawValue] ?? 0)
        }
    }

    public func vapidKey() async throws -> String? {
        try await database.read { try await $0.value("SELECT private_key FROM push_server_key WHERE name = 'vapid'", as: String.self) }
    }

    public func keepVAPIDKey(_ key: String, replacing: Bool) async throws -> String {
        try await database.write(.pushServerKey) { session in
            // Two instances starting at once: the first key kept is the one both use.
            try await session.execute(
                """
                INSERT INTO push_server_key (name, private_key) VALUES ('vapid', \(key))
                ON CONFLICT (name) DO \(raw: replacing ? "UPDATE SET private_key = excluded.private_key" : "NOTHING")
                """)
            return try await session.value("SELECT private_key FROM push_server_key WHERE name = 'vapid'", as: String.self) ?? key
        }
    }

    /// The subscription in a row of `endpoint, p256dh, auth, created_at`.
    private static func subscription(_ row: SQLRow) throws -> PushSubscription {
        PushSubscription(
            endpoint: try row["endpoint"], p256dh: try row["p256dh"], auth: try row["auth"],
            createdAt: Date(timeIntervalSince1970: try row["created_at"]))
    }
}
