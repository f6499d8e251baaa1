import AlmanacCore
import AlmanacPresentation
import Foundation
import Testing

/// What every push store does, with the `PushReminders` rules over it, run against each store kind.
@Suite("Push store contract")
struct PushStoreContract {
    /// A browser's subscription as the API takes it: an endpoint and keys of the right sizes.
    static func subscription(_ name: String, host: String = "push.example.net") -> (endpoint: String, p256dh: String, auth: String) {
        ("https://\(host)/push/\(name)", Base64URL.encode([4] + [UInt8](repeating: 7, count: 64)), Base64URL.encode([UInt8](repeating: 9, count: 16)))
    }

    /// A profile with a device, a lead of one day, the "moved" notices off, and one notice queued for the device.
    /// Weather settings with every part set, as a profile keeps them.
    static let weather = WeatherAlertSettings(
        kinds: [.rainSoon, .frostTonight], rainChance: 70, quietHours: QuietHours(from: LocalTime(minutes: 1320)!, to: LocalTime(minutes: 420)!),
        summaryAt: LocalTime(minutes: 420), mutedCities: [3])

    static func profileWithReminders(in stores: Stores) async throws -> (ProfileID, PushSubscription, PushNotice) {
        let ann = ProfileID.random()
        try await stores.profiles.touch(ann, at: TestFixtures.now)
        let reminders = PushReminders(store: stores.pushes, now: .fixed(TestFixtures.now))
        let phone = subscription("phone")
        let kept = try await reminders.subscribe(endpoint: phone.endpoint, p256dh: phone.p256dh, auth: phone.auth, for: ann)
        try await reminders.setLead(.oneDay, for: ann)
        try await reminders.setQuietNotices([.moved], for: ann)
        try await reminders.setWeatherAlerts(Self.weather, for: ann)
        let notice = PushNotice(kind: .launched, launchID: "x", launchName: "X", net: TestFixtures.now, precision: .minute, lead: .oneDay)
        #expect(try await stores.pushes.enqueue([QueuedPush(subscriptionID: kept.id, notice: notice, payload: "{}")], at: TestFixtures.now) == 1)
        return (ann, kept, notice)
    }

    @Test(
        "a device is kept once per endpoint (subscribing again moves it to the new profile); at most 10 a profile; removed by its owner only; a lead per profile",
        arguments: StoreKind.available)
    func subscriptions(kind: StoreKind) async throws {
        let stores = try await kind.open()
        let reminders = PushReminders(store: stores.pushes, now: .fixed(TestFixtures.now))
        let (ann, bob) = (ProfileID.random(), ProfileID.random())
        for profile in [ann, bob] { try await stores.profiles.touch(profile, at: TestFixtures.now) }
        let phone = Self.subscription("phone")
        let kept = try await reminders.subscribe(endpoint: phone.endpoint, p256dh: phone.p256dh, auth: phone.auth, for: ann)
        try await reminders.subscribe(endpoint: phone.endpoint, p256dh: phone.p256dh, auth: phone.auth, for: ann)
        #expect(try await reminders.devices(of: ann).map(\.id) == [kept.id])
        #expect(try await reminders.devices(of: ann).first?.serviceHost == "push.example.net")

        for index in 1..<PushReminders.subscriptionLimit {
            let other = Self.subscription("device\(index)")
            try await reminders.subscribe(endpoint: other.endpoint, p256dh: other.p256dh, auth: other.auth, for: ann)
        }
        let one = Self.subscription("one-too-many")
        await #expect(throws: ProfileLimitReached.self) {
            try await reminders.subscribe(endpoint: one.endpoint, p256dh: one.p256dh, auth: one.auth, for: ann)
        }
        #expect(try await reminders.devices(of: ann).count == PushReminders.subscriptionLimit)

        // The same browser, now another profile's (after "delete my data", or a device move).
        try await reminders.subscribe(endpoint: phone.endpoint, p256dh: phone.p256dh, auth: phone.auth, for: bob)
        #expect(try await reminders.devices(of: bob).map(\.id) == [kept.id])
        #expect(try await !reminders.devices(of: ann).contains { $0.id == kept.id })
        #expect(try await !reminders.unsubscribe(id: kept.id, for: ann), "not Ann's any more")
        #expect(try await reminders.unsubscribe(id: kept.id, for: bob))
        #expect(try await reminders.devices(of: bob).isEmpty)

        #expect(try await reminders.lead(of: ann) == .oneHour)
        try await reminders.setLead(.tenMinutes, for: ann)
        #expect(try await reminders.lead(of: ann) == .tenMinutes)
        #expect(try await reminders.lead(of: bob) == .oneHour)
    }

    @Test("a device whose latest notice was given up is said to be failing, until a notice reaches it again", arguments: StoreKind.available)
    func failingDevices(kind: StoreKind) async throws {
        let stores = try await kind.open()
        let reminders = PushReminders(store: stores.pushes, now: .fixed(TestFixtures.now))
        let (ann, phone, _) = try await Self.profileWithReminders(in: stores)
        #expect(try await reminders.devices(of: ann).first?.failingSince == nil)
        let due = try await stores.pushes.takeDue(at: TestFixtures.now, lease: 60)
        let failedAt = TestFixtures.now.addingTimeInterval(10)
        try await stores.pushes.settle(due.map { ($0, .failed) }, at: failedAt)
        #expect(try await reminders.devices(of: ann).first?.failingSince == failedAt)
        #expect(RemindersViewModel(lead: .oneDay, devices: try await reminders.devices(of: ann)).devices.first?.failingText != nil)

        let later = PushNotice(kind: .moved, launchID: "x", launchName: "X", net: TestFixtures.now, precision: .minute, lead: .oneDay)
        _ = try await stores.pushes.enqueue([QueuedPush(subscriptionID: phone.id, notice: later, payload: "{}")], at: failedAt)
        let next = try await stores.pushes.takeDue(at: failedAt.addingTimeInterval(1), lease: 60)
        try await stores.pushes.settle(next.map { ($0, .sent) }, at: failedAt.addingTimeInterval(20))
        #expect(try await reminders.devices(of: ann).first?.failingSince == nil, "a notice arrived since")
    }

    @Test(
        "\"delete my data\" removes a profile's devices, its lead and what was queued for them; the VAPID key is kept once",
        arguments: StoreKind.available)
    func deletion(kind: StoreKind) async throws {
        let stores = try await kind.open()
        let reminders = PushReminders(store: stores.pushes, now: .fixed(TestFixtures.now))
        let (ann, _, _) = try await Self.profileWithReminders(in: stores)
        #expect(try await stores.pushes.queueCounts().waiting == 1)

        try await stores.profiles.delete(ann)
        #expect(try await reminders.devices(of: ann).isEmpty)
        #expect(try await stores.pushes.reminderLead(of: ann) == nil)
        #expect(try await stores.pushes.queueCounts() == PushQueueCounts(sent: 0, waiting: 0, failed: 0))

        #expect(try await stores.pushes.vapidKey() == nil)
        #expect(try await stores.pushes.keepVAPIDKey("first", replacing: false) == "first")
        #expect(try await stores.pushes.keepVAPIDKey("second", replacing: false) == "first", "two instances starting at once keep one key")
        #expect(try await stores.pushes.keepVAPIDKey("third", replacing: true) == "third")
    }

    @Test(
        "a subscription is refused before anything is stored: http, loopback, private, link-local or a name for this machine; keys of the wrong size")
    func refusals() async throws {
        let stores = try await StoreKind.sqlite.open()
        let reminders = PushReminders(store: stores.pushes)
        let good = Self.subscription("phone")
        let endpoints = [
            "http://push.example.net/push/a", "https://127.0.0.1/push/a", "https://localhost:8443/push/a", "https://10.1.2.3/push/a",
            "https://192.168.0.1/push/a", "https://169.254.169.254/latest/meta-data", "https://[::1]/push/a", "https://[fd00::1]/push/a",
            "https://[::ffff:127.0.0.1]/push/a", "https://user:secret@push.example.net/a", "javascript:alert(1)", "",
            "https://push.example.net/" + String(repeating: "a", count: 1_024),
        ]
        for endpoint in endpoints {
            await #expect(throws: InvalidInput.self, "\(endpoint.prefix(60))") {
                try await reminders.checked(endpoint: endpoint, p256dh: good.p256dh, auth: good.auth)
            }
        }
        await #expect(throws: InvalidInput.self) { try await reminders.checked(endpoint: good.endpoint, p256dh: "short", auth: good.auth) }
        await #expect(throws: InvalidInput.self) {
            try await reminders.checked(endpoint: good.endpoint, p256dh: good.p256dh, auth: Base64URL.encode([1, 2]))
        }
        await #expect(throws: Never.self) { try await reminders.checked(endpoint: good.endpoint, p256dh: good.p256dh, auth: good.auth) }
        let ann = ProfileID.random()
        await #expect(throws: InvalidInput.self) {
            try await reminders.subscribe(endpoint: "https://127.0.0.1/x", p256dh: good.p256dh, auth: good.auth, for: ann)
        }
        #expect(try await reminders.devices(of: ann).isEmpty)
    }

    @Test(
        "a store copy keeps each profile's devices, its lead, the kinds it turned off, its weather alerts and what was pushed to them: the new store sends nothing twice",
        arguments: StoreKind.available)
    func copied(kind: StoreKind) async throws {
        let (source, target) = (try await StoreKind.sqlite.open(), try await kind.open())
        let (ann, kept, notice) = try await Self.profileWithReminders(in: source)
        let due = try await source.pushes.takeDue(at: TestFixtures.now, lease: 60)
        try await source.pushes.settle(due.map { ($0, PushSettlement.sent) }, at: TestFixtures.now)

        func side(_ stores: Stores) -> CopyProfiles.Side {
            CopyProfiles.Side(
                profiles: stores.profiles, weather: stores.weather, facts: stores.facts, galaxy: stores.galaxy, stars: stores.stars,
                pushes: stores.pushes)
        }
        #expect(try await CopyProfiles(from: side(source), to: side(target))().devices == 1)
        #expect(try await PushReminders(store: target.pushes).devices(of: ann).map(\.id) == [kept.id])
        #expect(try await target.pushes.reminderLead(of: ann) == .oneDay)
        #expect(try await target.pushes.quietNotices(of: ann) == [.moved])
        #expect(try await target.pushes.pushTargets().first { $0.subscription.id == kept.id }?.quiet == [.moved])
        #expect(try await target.pushes.weatherAlerts(of: ann) == Self.weather, "the weather alerts, kept and read by this engine")
        #expect(try await target.pushes.pushTargets().first { $0.subscription.id == kept.id }?.weather == Self.weather)
        #expect(try await target.pushes.queueCounts() == PushQueueCounts(sent: 1, waiting: 0, failed: 0))
        // The same notice planned again in the new store: already sent, so nothing is queued.
        #expect(try await target.pushes.enqueue([QueuedPush(subscriptionID: kept.id, notice: notice, payload: "{}")], at: TestFixtures.now) == 0)
    }
}
