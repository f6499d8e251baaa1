import AlmanacCore
import AlmanacPresentation
import Foundation
import Testing

/// Which notices are due, as a pure function of starred launches, recorded changes and the time.
@Suite("Push planning: reminders and notices")
struct PlanPushesTests {
    static let now = Date(timeIntervalSince1970: 1_795_500_000)
    static let subscription = PushSubscription(endpoint: "https://push.example.net/a", p256dh: "", auth: "", createdAt: now - 7 * 86_400)

    static func launch(_ id: String, in seconds: TimeInterval, precision: DatePrecision = .minute, upcoming: Bool = true) -> Launch {
        Launch(
            id: id, flightNumber: 0, name: "Flight \(id)", date: now + seconds, datePrecision: precision, isUpcoming: upcoming, success: nil,
            rocketID: nil, launchpadID: nil, details: nil, failures: [], links: LaunchLinks())
    }

    static func change(
        _ id: String, _ recordedAgo: TimeInterval, from: (TimeInterval, LaunchStatus), to: (TimeInterval, LaunchStatus)
    ) -> LaunchChange {
        LaunchChange(
            launchID: id, recordedAt: now - recordedAgo,
            from: LaunchSchedule(net: now + from.0, precision: .minute, windowStart: nil, windowEnd: nil, status: from.1),
            to: LaunchSchedule(net: now + to.0, precision: .minute, windowStart: nil, windowEnd: nil, status: to.1))
    }

    func plan(
        _ launches: [Launch], _ changes: [LaunchChange], lead: ReminderLead = .oneHour, starredAgo: TimeInterval = 86_400,
        quiet: Set<PushNotice.Kind> = []
    ) -> [String] {
        let target = PushTarget(
            subscription: Self.subscription, profile: .local, lead: lead,
            starredLaunches: Dictionary(uniqueKeysWithValues: launches.map { ($0.id, Self.now - starredAgo) }), quiet: quiet)
        return PlanPushes()(
            targets: [target], launches: Dictionary(uniqueKeysWithValues: launches.map { ($0.id, $0) }), changes: changes, now: Self.now
        )
        .map { "\($0.notice.launchID) \($0.notice.kind.rawValue)" }.sorted()
    }

    @Test("a reminder once the launch is within the lead and still ahead; never for a launch known only to the day or coarser")
    func reminders() {
        #expect(plan([Self.launch("a", in: 3_000)], []) == ["a reminder"])
        #expect(plan([Self.launch("a", in: 4_000)], []).isEmpty, "more than an hour ahead")
        #expect(plan([Self.launch("a", in: 4_000)], [], lead: .oneDay) == ["a reminder"])
        #expect(plan([Self.launch("a", in: 300)], [], lead: .tenMinutes) == ["a reminder"])
        #expect(plan([Self.launch("a", in: -60)], []).isEmpty, "gone already")
        #expect(plan([Self.launch("a", in: 3_000, precision: .day)], []).isEmpty)
        #expect(plan([Self.launch("a", in: 3_000, precision: .month)], []).isEmpty)
    }

    @Test("moved: only by more than the lead, only after the star, only recent news, only while ahead; hold, lift-off and failure are told once each")
    func notices() {
        let ahead = Self.launch("a", in: 5 * 86_400)
        #expect(plan([ahead], [Self.change("a", 600, from: (3 * 86_400, .go), to: (5 * 86_400, .go))]) == ["a moved"])
        #expect(plan([ahead], [Self.change("a", 600, from: (5 * 86_400 - 1_800, .go), to: (5 * 86_400, .go))]).isEmpty, "30 minutes: within the lead")
        #expect(plan([ahead], [Self.change("a", 600, from: (5 * 86_400 - 1_800, .go), to: (5 * 86_400, .go))], lead: .tenMinutes) == ["a moved"])
        #expect(plan([ahead], [Self.change("a", 600, from: (3 * 86_400, .go), to: (5 * 86_400, .go))], starredAgo: 60).isEmpty, "before the star")
        #expect(plan([ahead], [Self.change("a", 7 * 3_600, from: (3 * 86_400, .go), to: (5 * 86_400, .go))]).isEmpty, "old news")
        #expect(plan([ahead], [Self.change("a", 600, from: (5 * 86_400, .go), to: (5 * 86_400, .hold))]) == ["a scrubbed"])

        let flown = Self.launch("b", in: -600, upcoming: false)
        let liftOff = Self.change("b", 900, from: (-600, .go), to: (-600, .inFlight))
        let success = Self.change("b", 300, from: (-600, .inFlight), to: (-600, .success))
        #expect(plan([flown], [liftOff, success]) == ["b launched"], "in flight, then success: one notice")
        #expect(plan([flown], [Self.change("b", 300, from: (-600, .inFlight), to: (-600, .failure))]) == ["b failed"])
        #expect(plan([flown], [Self.change("b", 300, from: (3_600, .go), to: (-600, .go))]).isEmpty, "a move into the past is no news")
    }

    @Test("webcast is live: once per launch while Launch Library 2 calls it live near its time; never for an old flag or a launch flown")
    func webcastLive() {
        func streaming(_ id: String, in seconds: TimeInterval, status: LaunchStatus = .go) -> Launch {
            let launch = Self.launch(id, in: seconds, upcoming: status.outcome == .upcoming)
            let details = LaunchLibraryDetails(
                id: id, status: status, windowStart: nil, windowEnd: nil, rocketName: nil, padName: nil, locationName: nil, fullName: id,
                missionDescription: nil, imageURL: nil, infoURL: nil, webcastURL: nil, probability: nil, holdReason: nil, failReason: nil,
                spacexID: nil, lastUpdated: Self.now, isWebcastLive: true)
            return Launch(
                id: id, flightNumber: 0, name: launch.name, date: launch.date, datePrecision: .minute, isUpcoming: launch.isUpcoming,
                success: status == .success ? true : nil, rocketID: nil, launchpadID: nil, details: nil, failures: [], links: LaunchLinks(),
                launchLibrary: details, provenance: .launchLibrary)
        }
        #expect(plan([streaming("a", in: 20 * 60)], [], lead: .tenMinutes) == ["a webcast-live"])
        #expect(plan([streaming("a", in: 20 * 60)], [], lead: .tenMinutes, quiet: [.webcastLive]).isEmpty, "turned off")
        #expect(plan([streaming("a", in: 5 * 60)], [], lead: .tenMinutes, quiet: [.webcastLive]) == ["a reminder"], "only the kind turned off")
        #expect(plan([streaming("a", in: -5 * 60, status: .inFlight)], []) == ["a webcast-live"])
        #expect(plan([streaming("a", in: 30 * 86_400)], [], lead: .tenMinutes).isEmpty, "a flag kept from long before is not news")
        #expect(plan([streaming("a", in: -3_600, status: .success)], []).isEmpty, "flown: the replay is not live")
        let message = PushMessage(
            PushNotice(kind: .webcastLive, launchID: "a", launchName: "Flight a", net: Self.now, precision: .minute, lead: .oneHour))
        #expect(message.title == "Flight a: the webcast is live" && message.url == "/launches/a")
    }

    @Test("a notice's key names the time it is about: a second move is a second notice, a reminder for a new time is a new reminder")
    func keys() {
        func notice(_ kind: PushNotice.Kind, net: TimeInterval, previous: TimeInterval? = nil) -> PushNotice {
            PushNotice(
                kind: kind, launchID: "a", launchName: "A", net: Self.now + net, precision: .minute, previousNet: previous.map { Self.now + $0 },
                lead: .oneHour)
        }
        #expect(notice(.moved, net: 7_200, previous: 0).key != notice(.moved, net: 10_800, previous: 7_200).key)
        #expect(notice(.reminder, net: 0).key != notice(.reminder, net: 7_200).key)
        #expect(notice(.launched, net: 0).key == notice(.launched, net: 60).key)
    }

    @Test("a notification's message stays well under the 3,993 bytes one push holds, however long the launch's name")
    func payloadSize() {
        for name in [String(repeating: "A", count: 100_000), String(repeating: "🚀", count: 50_000), String(repeating: "e\u{301}", count: 50_000)] {
            let notice = PushNotice(
                kind: .moved, launchID: String(repeating: "f", count: 64), launchName: name, net: Self.now, precision: .minute,
                previousNet: Self.now - 3_600, lead: .oneHour)
            let bytes = PushMessage.json(notice).utf8.count
            #expect(bytes < 3_993, "\(bytes) bytes")
        }
    }
}
