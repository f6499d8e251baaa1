import AlmanacCore
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacUpstream

/// The weather at the pad: fetched by the refresher from Open-Meteo (the replay server serving a
/// hand-written forecast at Cape Canaveral), once per pad and day however many visitors open the
/// page, shown across the launch's window; a failing or malformed forecast leaves the page as it was.
@Suite("Weather at the pad")
struct PadWeatherTests {
    static let forecastFixtures = TestFixtures.directory.appendingPathComponent("padweather")
    static let starlink = "/launches/a0000000-0000-4000-8000-000000000001?tz=UTC"

    @Test(
        "one request per pad and day with 100 visitors on the page (counted at the replay server); in the viewer's units; again only once the forecast is 3 hours old"
    )
    func oncePerPadAndDay() async throws {
        let database = try await AppDatabase.temporary()
        let clock = Clock(TestFixtures.now)  // 21 Nov 2026 12:00 UTC: Starlink Group 99-1 (25 Nov, pad 80) is within 16 days
        let now = Now { clock.date }
        let services = try await WebApp.services(database: database, load: true, now: now)
        let launches = SQLLaunchStore(database: database)
        try await SyncLaunchLibrary(source: SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures), store: launches, now: now)()
        let replay = try ReplayUpstream(snapshotDirectory: Self.forecastFixtures)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            let pads = RefreshPadForecasts(
                launches: launches, store: launches, source: OpenMeteoWeatherSource(forecastURL: base, transport: TestFixtures.fastTransport),
                now: now)
            let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
            try await Application(router: router).test(.router) { client in
                // Drawn and kept before the forecast comes; drawn again once it is kept.
                #expect(!(try await client.get(Self.starlink).body).contains("Weather at the pad"))
                #expect(try await pads().fetched == 1)
                for _ in 0..<100 {
                    let page = try await client.get(Self.starlink).body
                    #expect(page.contains(#"<h2 id="pad-weather">Weather at the pad</h2>"#), "\(page)")
                }
                let page = try await client.get(Self.starlink).body
                // The window (07:25–11:25) with an hour either side: 07:00 to 12:00.
                #expect(
                    page.components(separatedBy: "<tr><th scope=\"row\">").count + page.components(separatedBy: "<tr class=\"thunderstorm\">").count
                        - 2 == 6)
                #expect(
                    page.contains(
                        #"<tr class="thunderstorm"><th scope="row"><time datetime="2026-11-25T09:00:00Z">9:00 AM</time></th><td data-label="Conditions">"#
                    ))
                #expect(page.contains("Gusts up to 42 km/h · 55 % chance of rain · thunderstorms forecast"))
                #expect(page.contains(#"<td data-label="Wind">–</td>"#), "a value of another shape is missing, the hour kept")
                // In the viewer's units: by the cookie the °C/°F switch sets, or `?units=`; each kept apart.
                let imperial = try await client.execute(uri: Self.starlink, method: .get, headers: [.cookie: "units=imperial"]) {
                    String(buffer: $0.body)
                }
                #expect(imperial.contains("Gusts up to 26 mph") && imperial.contains(#"<td data-label="Visibility">15 mi</td>"#), "\(imperial)")
                #expect(imperial.contains(#"<input type="hidden" name="back" value="/launches/a0000000-0000-4000-8000-000000000001#pad-weather">"#))
                #expect(try await client.get(Self.starlink + "&units=imperial").body.contains("Gusts up to 26 mph"))
                #expect(try await client.get(Self.starlink).body.contains("Gusts up to 42 km/h"), "the metric page is kept apart")
                #expect(try await client.get(Self.starlink + "&units=kelvin").status == .badRequest)
                let switched = try await client.execute(
                    uri: "/weather/units", method: .post,
                    headers: [.contentType: "application/x-www-form-urlencoded"],
                    body: ByteBuffer(string: "units=imperial&back=%2Flaunches%2Fa0000000-0000-4000-8000-000000000001%23pad-weather")
                ) { $0 }
                #expect(switched.headers[.location] == "/launches/a0000000-0000-4000-8000-000000000001#pad-weather")
                let note = page.range(of: #"<p class="note">[^<]*forecast at the pad[^<]*</p>"#, options: .regularExpression).map { String(page[$0]) }
                #expect(note?.hasSuffix("forecast at the pad, fetched 21 Nov 2026 12:00 UTC; wind at 10 m.</p>") == true, "\(note ?? page)")
                let api = try APIBody(try await client.get("/api/v1/launches/a0000000-0000-4000-8000-000000000001").body)
                let weather = try #require((api.data as? [String: Any])?["padWeather"] as? [String: Any])
                #expect((weather["hours"] as? [[String: Any]])?.count == 6)
                let imperialAPI = try APIBody(try await client.get("/api/v1/launches/a0000000-0000-4000-8000-000000000001?units=imperial").body)
                let imperialWeather = (imperialAPI.data as? [String: Any])?["padWeather"] as? [String: Any]
                #expect(
                    imperialWeather?["units"] as? String == "imperial"
                        && (imperialWeather?["summary"] as? String)?.hasPrefix("Gusts up to 26 mph") == true)
                let query =
                    #"{ launch(launchID: "a0000000-0000-4000-8000-000000000001") { padWeather { fetchedAt hours { time windGusts thunderstorm } } } }"#
                let graph = try await client.get("/graphql?query=" + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")).body
                let answer = try #require(try JSONSerialization.jsonObject(with: Data(graph.utf8)) as? [String: Any])
                let hours = ((answer["data"] as? [String: Any])?["launch"] as? [String: Any]).flatMap {
                    ($0["padWeather"] as? [String: Any])?["hours"] as? [[String: Any]]
                }
                #expect(hours?.count == 6 && hours?[2]["thunderstorm"] as? Bool == true && hours?[2]["windGusts"] as? Double == 42.1, "\(graph)")
            }
            #expect(try await pads() == RefreshPadForecasts.Summary(), "fresh: nothing asked")
            #expect(replay.control.requestsByPath["/v1/forecast"] == 1)
            clock.date = clock.date.addingTimeInterval(3 * 3_600)
            #expect(try await pads().fetched == 1)
            #expect(replay.control.requestsByPath["/v1/forecast"] == 2)
        }
    }

    @Test("a forecast that fails or is malformed leaves the one kept before; a launch without coordinates or known only to the month asks nothing")
    func failures() async throws {
        let database = try await AppDatabase.temporary()
        let clock = Clock(TestFixtures.now)
        let now = Now { clock.date }
        let launches = SQLLaunchStore(database: database)
        try await SyncLaunchLibrary(source: SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures), store: launches, now: now)()
        let replay = try ReplayUpstream(snapshotDirectory: Self.forecastFixtures)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            let source = OpenMeteoWeatherSource(forecastURL: base, transport: TestFixtures.fastTransport)
            #expect(try await RefreshPadForecasts(launches: launches, store: launches, source: source, now: now)().fetched == 1)
            let kept = try #require(try await launches.padForecast(padID: 80, day: "2026-11-25"))
            // Elsewhere the replay answers 400: the pass says so and keeps what it had.
            clock.date = clock.date.addingTimeInterval(4 * 3_600)
            let nowhere = OpenMeteoWeatherSource(forecastURL: TestFixtures.unreachableURL, transport: TestFixtures.fastTransport)
            let failed = try await RefreshPadForecasts(launches: launches, store: launches, source: nowhere, now: now)()
            #expect(failed.fetched == 0 && failed.failed.count == 1 && failed.text.contains("1 failed"))
            #expect(try await launches.padForecast(padID: 80, day: "2026-11-25") == kept)
        }
        #expect(throws: OpenMeteoPadBody.Unusable.self) {
            try JSONDecoder().decode(OpenMeteoPadBody.self, from: Data(#"{"hourly": {"time": ["2026-11-25T05:00"], "wind_speed_10m": [1, 2]}}"#.utf8))
                .hours()
        }
        let miles = try JSONDecoder().decode(
            OpenMeteoPadBody.self,
            from: Data(
                #"{"hourly_units": {"wind_gusts_10m": "mph"}, "hourly": {"time": ["2026-11-25T05:00"], "wind_gusts_10m": [10], "weather_code": [300]}}"#
                    .utf8)
        ).hours()
        #expect(miles.first?.windGusts.map { ($0 * 100).rounded() / 100 } == 16.09 && miles.first?.weatherCode == nil)
    }
}
