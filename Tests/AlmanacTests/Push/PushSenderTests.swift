import AlmanacCore
import AlmanacPresentation
import AlmanacReplay
import AlmanacTestSupport
import AlmanacUpstream
import Crypto
import Foundation
import NIOCore
import Testing

/// The push sender end to end: Launch Library 2 from the replay server over loopback, the store
/// of each kind, the sender's real HTTP to a push-service stand-in, and each push read by
/// independent peers (`scripts/push-peer`: http-ece decrypts it with the keys the test made as a
/// browser makes them; cryptography verifies the VAPID JWT).
@Suite("Push sender: reminders and notices to a push service on loopback")
struct PushSenderTests {
    static let starlink = "a0000000-0000-4000-8000-000000000001"
    /// Starlink Group 99-1's NET in the fixtures: 25 Nov 2026 07:25:16 UTC.
    static let starlinkNET = Date(timeIntervalSince1970: 1_795_591_516)

    /// A browser: its key pair and auth secret, as `pushManager.subscribe` makes them.
    struct Browser {
        let key = P256.KeyAgreement.PrivateKey()
        let auth = (0..<16).map { _ in UInt8.random(in: .min ... .max) }
        let name: String

        func subscribe(_ reminders: PushReminders, at base: String, for profile: ProfileID) async throws -> PushSubscription {
            try await reminders.subscribe(
                endpoint: "\(base)/push/\(name)", p256dh: Base64URL.encode(key.publicKey.x963Representation), auth: Base64URL.encode(auth),
                for: profile)
        }

        /// The push as the peers read it.
        func read(_ request: PushServiceStandIn.Received) async throws -> [String: Any] {
            try await PushPeer.read([
                "body": Base64URL.encode(request.body), "receiverKey": Base64URL.encode(key.rawRepresentation), "auth": Base64URL.encode(auth),
                "authorization": request.headers["authorization"] ?? "",
            ])
        }
    }

    /// Everything one instance has: its stores, a clock the test moves, and the sender over them.
    struct Instance {
        let stores: Stores
        let clock: Clock
        let vapid: VAPID

        init(_ stores: Stores, clock: Clock, vapid: VAPID) {
            self.stores = stores
            self.clock = clock
            self.vapid = vapid
        }

        var now: Now { Now { [clock] in clock.date } }
        var reminders: PushReminders { PushReminders(store: stores.pushes, now: now, allowPrivateEndpoints: true) }
        var stars: Stars {
            Stars(
                store: stores.stars,
                targets: StarTargets(launches: stores.launches, astronauts: stores.astronauts, galaxy: stores.galaxy, facts: stores.facts), now: now)
        }

        func sender(readTimeout: Duration = TestFixtures.patientTimeout) -> SendPushes {
            // The stand-in lives on loopback and speaks http: allowed here, and only here.
            let delivery = WebPushSender(
                vapid: vapid, allows: { _ in true }, schemes: ["http"], connectTimeout: .seconds(2), readTimeout: .init(readTimeout), now: now)
            return SendPushes(store: stores.pushes, launches: stores.launches, delivery: delivery, compose: PushMessage.json, now: now)
        }

        func refreshLaunchLibrary(from base: String) async throws {
            try await withTransport(TestFixtures.fastTransportConfiguration) { transport in
                let source = LaunchLibraryAPISource(mirrors: Mirrors([base]), transport: transport, budget: RequestBudget(perHour: 100))
                try await SyncLaunchLibrary(source: source, store: stores.launches, now: now)()
            }
        }
    }

    /// The fixtures with Starlink Group 99-1 two hours later, as Launch Library would say the next day.
    static func fixturesWithStarlinkTwoHoursLater() throws -> URL {
        try LaunchLibraryDecodingTests.fixtures {
            $0.replacingOccurrences(of: #""net": "2026-11-25T07:25:16Z""#, with: #""net": "2026-11-25T09:25:16Z""#)
        }
    }

    /// Runs `body` with a replay server of `directory`'s Launch Library 2 lists.
    static func withReplay<Result: Sendable>(_ directory: URL, _ body: (String) async throws -> Result) async throws -> Result {
        let replay = try ReplayUpstream(snapshotDirectory: directory)
        return try await withLoopbackServer({ replay.application(onRunning: $0) }, body)
    }

    @Test(
        "a starred launch the replay upstream moves by two hours: exactly one \"moved\" push, read by http-ece as its name and new time, with a valid VAPID JWT; a second instance on the same store sends nothing twice",
        arguments: StoreKind.available)
    func moved(kind: StoreKind) async throws {
        let (first, second) = try await kind.openTwice()
        let clock = Clock(TestFixtures.now)
        let vapid = VAPID(subject: "mailto:operator@almanac.example")
        let (one, two) = (Instance(first, clock: clock, vapid: vapid), Instance(second, clock: clock, vapid: vapid))
        let service = PushServiceStandIn()
        let browser = Browser(name: "phone")
        let ann = ProfileID.random()
        try await first.profiles.touch(ann, at: TestFixtures.now)
        let moved = try Self.fixturesWithStarlinkTwoHoursLater()
        defer { try? FileManager.default.removeItem(at: moved) }

        try await withLoopbackServer({ service.application(onRunning: $0) }) { pushBase in
            try await Self.withReplay(LaunchLibraryDecodingTests.fixtures) { try await one.refreshLaunchLibrary(from: $0) }
            try await one.stars.keep(try await one.stars.target(.launch, id: Self.starlink), for: ann)
            _ = try await browser.subscribe(one.reminders, at: pushBase, for: ann)
            #expect(try await one.sender()() == SendPushes.Cycle(), "nothing has happened yet")

            clock.date = clock.date.addingTimeInterval(3600)
            try await Self.withReplay(moved) { try await one.refreshLaunchLibrary(from: $0) }
            clock.date = clock.date.addingTimeInterval(60)
            // Both instances' senders at once (as two leaders would, for a moment): one push.
            async let firstCycle = one.sender()()
            async let secondCycle = two.sender()()
            let cycles = try await [firstCycle, secondCycle]
            #expect(cycles.map(\.sent).reduce(0, +) == 1 && cycles.map(\.queued).reduce(0, +) == 1, "\(cycles)")
            clock.date = clock.date.addingTimeInterval(60)
            #expect(try await one.sender()().sent == 0)
            #expect(try await two.sender()().sent == 0)

            #expect(service.requests.count == 1)
            let push = try #require(service.requests.first)
            #expect(push.headers["content-encoding"] == "aes128gcm" && push.headers["ttl"] != nil && push.headers["urgency"] == "high")
            let read = try await browser.read(push)
            let message = try #require(try JSONSerialization.jsonObject(with: Data((read["plaintext"] as? String ?? "").utf8)) as? [String: String])
            #expect(message["title"] == "Starlink Group 99-1 moved")
            #expect(message["body"] == "Now 25 Nov 2026 09:25 UTC (was 25 Nov 2026 07:25 UTC)")
            #expect(message["url"] == "/launches/\(Self.starlink)")
            let claims = try #require(read["claims"] as? [String: Any])
            #expect(claims["aud"] as? String == pushBase, "the push service's origin")
            let expiry = try #require(claims["exp"] as? Int)
            #expect(expiry > Int(clock.date.timeIntervalSince1970) && expiry <= Int(clock.date.timeIntervalSince1970) + 24 * 3600)
            #expect(read["signatureValid"] as? Bool == true && read["publicKey"] as? String == vapid.publicKey)
            #expect(try await one.stores.pushes.queueCounts() == PushQueueCounts(sent: 1, waiting: 0, failed: 0))
        }
    }

    @Test(
        "a reminder within the lead goes once to each device: 410 removes the subscription, 503 is retried with backoff and given up after five attempts, a push service that hangs holds up no other"
    )
    func deliveries() async throws {
        let stores = try await StoreKind.sqlite.open()
        // Its webcast not live yet: the reminder is the one notice due.
        let quiet = try LaunchLibraryDecodingTests.starlink(webcastLive: false)
        defer { try? FileManager.default.removeItem(at: quiet) }
        try await SyncLaunchLibrary(source: SnapshotLaunchLibrarySource(directory: quiet), store: stores.launches, now: .fixed(TestFixtures.now))()
        let clock = Clock(Self.starlinkNET.addingTimeInterval(-30 * 60))
        let instance = Instance(stores, clock: clock, vapid: VAPID(subject: "mailto:operator@almanac.example"))
        let service = PushServiceStandIn(answers: ["gone": .status(410), "busy": .status(503), "hung": .hang])
        let browsers = ["ok", "gone", "busy", "hung"].map { Browser(name: $0) }
        var profiles: [String: ProfileID] = [:]

        try await withLoopbackServer({ service.application(onRunning: $0) }) { base in
            for browser in browsers {
                let profile = ProfileID.random()
                try await stores.profiles.touch(profile, at: TestFixtures.now)
                profiles[browser.name] = profile
                try await instance.stars.keep(try await instance.stars.target(.launch, id: Self.starlink), for: profile)
                _ = try await browser.subscribe(instance.reminders, at: base, for: profile)
            }
            // Short enough that the hung service's five attempts cost the test well under a minute;
            // long enough for "ok" to answer while the rest of the suite keeps both cores busy (a
            // loaded machine once kept it waiting past 2 s + 1 s).
            let send = instance.sender(readTimeout: .seconds(8))
            let cycle = try await send()
            #expect(cycle.queued == 4 && cycle.sent == 1 && cycle.removed == 1 && cycle.retried == 2, "\(cycle)")
            let ok = try await browsers[0].read(try #require(service.requests.first { $0.name == "ok" }))
            #expect((ok["plaintext"] as? String)?.contains(#""title":"Starlink Group 99-1 launches soon""#) == true)
            #expect(try await instance.reminders.devices(of: try #require(profiles["gone"])).isEmpty, "410: the subscription is gone")
            #expect(try await instance.reminders.devices(of: try #require(profiles["busy"])).count == 1)

            // Nothing is due again before the backoff; then 30 s, 1, 2, 4 minutes apart, five attempts in all.
            #expect(try await send() == SendPushes.Cycle())
            var waits: [TimeInterval] = []
            for _ in 0..<4 {
                let before = service.requests.count { $0.name == "busy" }
                var waited: TimeInterval = 0
                while service.requests.count(where: { $0.name == "busy" }) == before {
                    clock.date = clock.date.addingTimeInterval(15)
                    waited += 15
                    _ = try await send()
                }
                waits.append(waited)
            }
            #expect(waits == [30, 60, 120, 240])
            #expect(service.requests.count { $0.name == "busy" } == SendPushes.maxAttempts)
            #expect(service.requests.count { $0.name == "ok" } == 1, "sent once, however many cycles ran")
            #expect(try await stores.pushes.queueCounts() == PushQueueCounts(sent: 1, waiting: 0, failed: 2))
        }
    }

    @Test(
        "launch day replayed: Go, then the webcast live, then In Flight, then Success — the device gets the reminder, \"the webcast is live\" and \"has launched\" once each, read by http-ece"
    )
    func launchDay() async throws {
        let stores = try await StoreKind.sqlite.open()
        let clock = Clock(Self.starlinkNET.addingTimeInterval(-30 * 60))
        let instance = Instance(stores, clock: clock, vapid: VAPID(subject: "mailto:operator@almanac.example"))
        let service = PushServiceStandIn()
        let browser = Browser(name: "phone")
        let profile = ProfileID.random()
        try await stores.profiles.touch(profile, at: TestFixtures.now)
        let steps: [(TimeInterval, URL)] = [
            (-30 * 60.0, try LaunchLibraryDecodingTests.starlink(webcastLive: false)),
            (-20 * 60, try LaunchLibraryDecodingTests.starlink(webcastLive: true)),
            (60, try LaunchLibraryDecodingTests.starlink(webcastLive: true, status: (6, "Launch in Flight"))),
            (10 * 60, try LaunchLibraryDecodingTests.starlink(webcastLive: false, status: (3, "Launch Successful"))),
        ]
        defer { for (_, folder) in steps { try? FileManager.default.removeItem(at: folder) } }

        try await withLoopbackServer({ service.application(onRunning: $0) }) { pushBase in
            var titles: [[String]] = []
            for (index, (offset, folder)) in steps.enumerated() {
                clock.date = Self.starlinkNET.addingTimeInterval(offset)
                try await Self.withReplay(folder) { try await instance.refreshLaunchLibrary(from: $0) }
                if index == 0 {
                    try await instance.stars.keep(try await instance.stars.target(.launch, id: Self.starlink), for: profile)
                    _ = try await browser.subscribe(instance.reminders, at: pushBase, for: profile)
                }
                let before = service.requests.count
                _ = try await instance.sender()()
                clock.date = clock.date.addingTimeInterval(30)
                _ = try await instance.sender()()  // a second cycle sends nothing twice
                var read: [String] = []
                for request in service.requests.dropFirst(before) {
                    let plaintext = try await browser.read(request)["plaintext"] as? String ?? ""
                    let message = try JSONSerialization.jsonObject(with: Data(plaintext.utf8)) as? [String: String]
                    read.append(message?["title"] ?? plaintext)
                }
                titles.append(read)
            }
            #expect(
                titles == [
                    ["Starlink Group 99-1 launches soon"], ["Starlink Group 99-1: the webcast is live"], ["Starlink Group 99-1 has launched"], [],
                ])
        }
    }

    @Test("an endpoint whose name resolves to this machine is never connected to (no SSRF through push): refused at delivery")
    func rebinding() async throws {
        let service = PushServiceStandIn()
        try await withLoopbackServer({ service.application(onRunning: $0) }) { base in
            let port = try #require(base.split(separator: ":").last)
            // A public-looking name that resolves to loopback, checked with the real policy.
            let sender = WebPushSender(vapid: VAPID(subject: "mailto:a@b.example"), resolve: { _ in [.loopback] }, schemes: ["http"])
            let browser = Browser(name: "x")
            let subscription = PushSubscription(
                endpoint: "http://push.attacker.example:\(port)/push/x", p256dh: Base64URL.encode(browser.key.publicKey.x963Representation),
                auth: Base64URL.encode(browser.auth), createdAt: TestFixtures.now)
            let outcome = await sender.deliver("{}", to: subscription, urgentFor: 60)
            guard case .refused(let reason) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect(reason.contains("must not reach"))
            #expect(service.requests.isEmpty)
        }
    }
}
