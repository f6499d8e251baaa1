import AlmanacCore
import AlmanacPresentation
import AlmanacReplay
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import NIOCore
import Testing

/// Weather alerts end to end: Open-Meteo's recorded Copenhagen forecast from the replay server
/// over loopback (edited where a test needs other weather), kept by the city's refresh, planned
/// by the push sender, delivered over real HTTP to the push-service stand-in and decrypted by
/// http-ece (`scripts/push-peer`).
@Suite("Weather alerts by Web Push: a replayed forecast to a push service on loopback")
struct WeatherPushTests {
    typealias Browser = PushSenderTests.Browser
    typealias Instance = PushSenderTests.Instance

    /// 22 Nov 2026 02:00 UTC, 03:00 in Copenhagen: the recorded forecast's rain (60 % and more
    /// from 05:00 to 11:00 local) is two hours ahead.
    static let twoHoursBeforeRain = Date(timeIntervalSince1970: 1_795_312_800)
    static let settings = WeatherAlertSettings(kinds: [.rainSoon], rainChance: 60, quietHours: nil, summaryAt: nil)

    /// The recorded forecast with `edit` applied to its hourly chances of rain (by local hour).
    static func forecast(rainChances edit: [String: Int] = [:]) throws -> URL {
        let folder = try TestFixtures.temporaryDirectory()
        let forecasts = folder.appendingPathComponent("openmeteo/forecast")
        try FileManager.default.createDirectory(at: forecasts, withIntermediateDirectories: true)
        let recorded = TestFixtures.directory.appendingPathComponent("openmeteo/forecast/copenhagen.json")
        var body = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: recorded)) as? [String: Any])
        var hourly = try #require(body["hourly"] as? [String: Any])
        let times = try #require(hourly["time"] as? [String])
        var chances = try #require(hourly["precipitation_probability"] as? [Int])
        for (time, chance) in edit {
            chances[try #require(times.firstIndex(of: time), "\(time) is in the forecast")] = chance
        }
        hourly["precipitation_probability"] = chances
        body["hourly"] = hourly
        try JSONSerialization.data(withJSONObject: body).write(to: forecasts.appendingPathComponent("copenhagen.json"))
        return folder
    }

    /// Everything a test needs: a store with Ann's Copenhagen, her device subscribed, her settings.
    struct World {
        let instance: Instance
        let clock: Clock
        let city: SavedCity
        let service = PushServiceStandIn()
        let browser = Browser(name: "phone")
        let ann = ProfileID.random()

        init(settings: WeatherAlertSettings, at date: Date) async throws {
            let stores = try await StoreKind.sqlite.open()
            clock = Clock(date)
            instance = Instance(stores, clock: clock, vapid: VAPID(subject: "mailto:operator@almanac.example"))
            try await stores.profiles.touch(ann, at: date)
            city = try await stores.weather.addCity(try NewCity(name: "Copenhagen", latitude: 55.68, longitude: 12.57), for: ann)
            try await instance.reminders.setWeatherAlerts(settings, for: ann)
        }

        var sender: SendPushes {
            let delivery = WebPushSender(
                vapid: instance.vapid, allows: { _ in true }, schemes: ["http"], connectTimeout: .seconds(2),
                readTimeout: .init(TestFixtures.patientTimeout),
                now: instance.now)
            return SendPushes(
                store: instance.stores.pushes, launches: instance.stores.launches, delivery: delivery, compose: PushMessage.json,
                weather: WeatherPushes(weather: instance.stores.weather, profiles: instance.stores.profiles, compose: WeatherPushMessage.json),
                now: instance.now)
        }

        /// The city's forecast refreshed from a replay of `folder`, as the refresher does.
        func refresh(from folder: URL) async throws {
            let replay = try ReplayUpstream(snapshotDirectory: folder)
            try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
                let source = OpenMeteoWeatherSource(forecastURL: base, transport: TestFixtures.fastTransport)
                let weather = try await CityForecast(source: source, store: instance.stores.weather, now: instance.now)(city, refresh: .always)
                #expect(weather.failure == nil && weather.forecast?.fetchedAt == clock.date)
            }
        }

        /// Runs `body` with Ann's device subscribed to the push service and the recorded forecast kept.
        func subscribedWithTheRecordedForecast(_ body: () async throws -> Void) async throws {
            let recorded = try WeatherPushTests.forecast()
            defer { try? FileManager.default.removeItem(at: recorded) }
            try await withLoopbackServer({ service.application(onRunning: $0) }) { base in
                _ = try await browser.subscribe(instance.reminders, at: base, for: ann)
                try await refresh(from: recorded)
                try await body()
            }
        }

        /// The pushes the stand-in received, as http-ece decrypts them.
        func messages() async throws -> [[String: String]] {
            var messages: [[String: String]] = []
            for request in service.requests {
                let read = try await browser.read(request)
                #expect(read["signatureValid"] as? Bool == true)
                let plaintext = Data((read["plaintext"] as? String ?? "").utf8)
                messages.append(try #require(try JSONSerialization.jsonObject(with: plaintext) as? [String: String]))
            }
            return messages
        }
    }

    @Test(
        "rain at +2 h: exactly one \"rain soon\" push for the city, read by http-ece; not again on the next refresh of the same forecast, nor hours into the same spell; again for a new spell"
    )
    func rainOnce() async throws {
        let world = try await WeatherPushTests.World(settings: Self.settings, at: Self.twoHoursBeforeRain)
        let recorded = try Self.forecast()
        let newSpell = try Self.forecast(rainChances: ["2026-11-22T18:00": 90, "2026-11-22T19:00": 90])
        defer { for folder in [recorded, newSpell] { try? FileManager.default.removeItem(at: folder) } }
        try await withLoopbackServer({ world.service.application(onRunning: $0) }) { base in
            _ = try await world.browser.subscribe(world.instance.reminders, at: base, for: world.ann)
            try await world.refresh(from: recorded)
            let first = try await world.sender()
            #expect(first.queued == 1 && first.sent == 1, "\(first)")

            world.clock.date += 30 * 60
            try await world.refresh(from: recorded)
            #expect(try await world.sender().queued == 0, "the same forecast again: the same spell")
            world.clock.date += 4 * 3600
            #expect(try await world.sender().queued == 0, "06:30 local, raining since 05:00: still the same spell")

            world.clock.date = Self.twoHoursBeforeRain + 14 * 3600  // 17:00 local: the morning's rain is over
            try await world.refresh(from: newSpell)
            let again = try await world.sender()
            #expect(again.queued == 1 && again.sent == 1, "a new spell from 18:00: \(again)")

            let messages = try await world.messages()
            #expect(messages.map { $0["title"] } == ["Copenhagen: Rain soon", "Copenhagen: Rain soon"])
            #expect(messages.first?["body"] == "Rain likely from 05:00 (60% chance)", "in the city's time")
            #expect(messages.last?["body"] == "Rain likely from 18:00 (90% chance)")
            #expect(messages.first?["url"] == Route.city(id: world.city.id).href && messages.first?["tag"] == "weather-\(world.city.id)-rain-soon")
        }
    }

    @Test("quiet hours hold an alert until they end (if it still applies); a kind turned off and a profile with alerts off get nothing")
    func quietHours() async throws {
        var settings = Self.settings
        settings.quietHours = QuietHours(from: try #require(LocalTime(minutes: 22 * 60)), to: try #require(LocalTime(minutes: 4 * 60 + 30)))
        let world = try await WeatherPushTests.World(settings: settings, at: Self.twoHoursBeforeRain)
        try await world.subscribedWithTheRecordedForecast {
            #expect(try await world.sender().queued == 0, "03:00 local is quiet")
            world.clock.date += 90 * 60  // 04:30 local: quiet has ended, the rain is half an hour ahead
            let held = try await world.sender()
            #expect(held.queued == 1 && held.sent == 1, "\(held)")

            try await world.instance.reminders.setWeatherAlerts(.off, for: world.ann)
            world.clock.date += 13 * 3600
            #expect(try await world.sender() == SendPushes.Cycle(), "alerts off: nothing planned")
            #expect(world.service.requests.count == 1)
        }
    }

    @Test("the day's summary at its time in the city's clock, once a day, with the day's weather and the alert ahead; none past its window")
    func summary() async throws {
        let settings = WeatherAlertSettings(kinds: [.rainSoon], rainChance: 60, quietHours: nil, summaryAt: LocalTime(minutes: 2 * 60))
        let world = try await WeatherPushTests.World(settings: settings, at: Self.twoHoursBeforeRain - 90 * 60)
        try await world.subscribedWithTheRecordedForecast {
            #expect(try await world.sender().queued == 0, "01:30 local: before the summary, and the rain is 3½ hours off")
            world.clock.date += 30 * 60  // 02:00 local
            #expect(try await world.sender().queued == 2, "the summary and the rain alert (three hours off)")
            world.clock.date += 3600
            #expect(try await world.sender().queued == 0, "once a day")

            let messages = try await world.messages()
            let summary = try #require(messages.first { $0["title"] == "Copenhagen today" })
            #expect(summary["body"] == "Light rain, up to 6°; 90% chance of rain; Rain likely from 05:00 (60% chance)")
        }
        // The plan alone: a day later at 19:00 local (past the three-hour window), no summary.
        let forecast = try #require(try await world.instance.stores.weather.forecast(nearLatitude: 55.68, longitude: 12.57)?.forecast)
        let target = WeatherPushTarget(
            subscription: PushSubscription(endpoint: "https://push.example/1", p256dh: "", auth: "", createdAt: .distantPast), settings: settings,
            cities: [world.city], units: .metric)
        let evening = PlanWeatherPushes()(targets: [target], forecasts: [world.city.id: forecast], now: Self.twoHoursBeforeRain + 16 * 3600)
        #expect(evening.isEmpty)
        // At the summary's time with the rain ahead, but the city muted: nothing about it.
        var muted = settings
        muted.mutedCities = [world.city.id]
        let mutedTarget = WeatherPushTarget(subscription: target.subscription, settings: muted, cities: [world.city], units: .metric)
        #expect(PlanWeatherPushes()(targets: [target], forecasts: [world.city.id: forecast], now: Self.twoHoursBeforeRain - 3600).count == 2)
        #expect(PlanWeatherPushes()(targets: [mutedTarget], forecasts: [world.city.id: forecast], now: Self.twoHoursBeforeRain - 3600).isEmpty)
    }
}
