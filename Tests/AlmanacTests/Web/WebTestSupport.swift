import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacServer

/// Builds the web app over the fixture data with a fixed clock and UTC as default zone.
enum WebApp {
    /// - Parameters:
    ///   - factsURL: where facts searches go; by default nowhere (every search is offline).
    ///   - weatherURL: where place searches and forecasts go; by default nowhere.
    ///   - profiles: one profile for everyone (a loopback server's default), or one per visitor.
    ///   - upstreamRequestsPerMinute: each client's budget of upstream calls (`upstreamBurst` at once); nil: none.
    ///   - newProfilesPerHour: how many profiles each client may make; nil: no limit.
    /// The app over the fixtures with a SWAPI store that counts its reads of linked names.
    static func countingGalaxyNames() async throws -> (app: some ApplicationProtocol, galaxy: CountingGalaxyStore) {
        let database = try await AppDatabase.temporary()
        let galaxy = CountingGalaxyStore(SQLGalaxyStore(database: database))
        let services = try await services(database: database, load: true, galaxy: galaxy)
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        return (Application(router: router), galaxy)
    }

    /// A per-visitor app over `database`, loaded with the fixtures, and its services: for a test
    /// that writes behind the server's back or records a refresh itself.
    static func perVisitor(
        over database: AppDatabase, factsURL: String = TestFixtures.unreachableURL
    ) async throws -> (app: some ApplicationProtocol, services: AlmanacServices) {
        let services = try await services(database: database, load: true, factsURL: factsURL)
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc, profiles: .perVisitor))
        return (Application(router: router), services)
    }

    static func make(
        empty: Bool = false, factsURL: String = TestFixtures.unreachableURL, weatherURL: String = TestFixtures.unreachableURL,
        profiles: ProfileMode = .local, upstreamRequestsPerMinute: Int? = nil, upstreamBurst: Int = 20, newProfilesPerHour: Int? = nil
    ) async throws -> some ApplicationProtocol {
        let gate = UpstreamGate(
            data: upstreamRequestsPerMinute.map {
                TokenBuckets(capacity: upstreamBurst, refill: $0, per: .seconds(60), now: .fixed(TestFixtures.now))
            },
            image: nil
        )
        return Application(
            router: try await router(
                empty: empty, factsURL: factsURL, weatherURL: weatherURL, profiles: profiles, gate: gate, newProfilesPerHour: newProfilesPerHour))
    }

    /// The router `make` serves.
    static func router(
        empty: Bool = false, factsURL: String = TestFixtures.unreachableURL, weatherURL: String = TestFixtures.unreachableURL,
        profiles: ProfileMode = .local, gate: UpstreamGate = .unlimited, newProfilesPerHour: Int? = nil
    ) async throws -> Router<AlmanacRequestContext> {
        let services = try await services(empty: empty, factsURL: factsURL, weatherURL: weatherURL, gate: gate)
        let configuration = WebConfiguration(defaultTimeZone: TestFixtures.utc, profiles: profiles, newProfilesPerHour: newProfilesPerHour)
        return try buildRouter(services: services, configuration: configuration)
    }

    /// Services over the fixtures with Launch Library's fixtures synced once, as a refresh stores them.
    static func servicesWithLaunchLibrary(database: AppDatabase) async throws -> AlmanacServices {
        let services = try await services(database: database, load: true)
        try await SyncLaunchLibrary(
            source: SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures), store: SQLLaunchStore(database: database),
            now: .fixed(TestFixtures.now))()
        return services
    }

    /// SQLite-backed services over the fixture data, SpaceX, SWAPI, the facts and the weather
    /// places and forecast (or an empty store), clock three hours after the refresh.
    static func services(
        empty: Bool = false, factsURL: String = TestFixtures.unreachableURL, weatherURL: String = TestFixtures.unreachableURL,
        gate: UpstreamGate = .unlimited
    ) async throws -> AlmanacServices {
        try await services(database: try await AppDatabase.temporary(), load: !empty, factsURL: factsURL, weatherURL: weatherURL, gate: gate)
    }

    /// Services over `database`, loaded with the fixtures first when `load` is set; the clock
    /// three hours after the fixtures' refresh unless `now` says otherwise; `galaxy` in place of
    /// the SWAPI store over `database` (one that counts its reads).
    static func services(
        database: AppDatabase, load: Bool, factsURL: String = TestFixtures.unreachableURL, weatherURL: String = TestFixtures.unreachableURL,
        intervals: RefreshIntervals = RefreshIntervals(), health: (any StoreHealth)? = nil,
        now: Now = .fixed(TestFixtures.now.addingTimeInterval(3 * 3600)), gate: UpstreamGate = .unlimited, push: Bool = true,
        galaxy: (any GalaxyStore)? = nil
    ) async throws -> AlmanacServices {
        let transport = TestFixtures.fastTransport.gated(by: gate)
        let composition = Composition.over(database, now: now, galaxy: galaxy)
        if load {
            try await composition.agencies.replaceAgencies(with: try await TestFixtures.agencyDownload(), refreshedAt: TestFixtures.now)
            try await composition.astronauts.replaceAstronauts(with: try await TestFixtures.astronautDownload(), refreshedAt: TestFixtures.now)
            _ = try await TestFixtures.weatherStore(database: database)
            try await composition.launches.replaceSpaceX(with: try await TestFixtures.download(), refreshedAt: TestFixtures.now)
            try await composition.galaxy.replaceGalaxy(with: try await TestFixtures.galaxyDownload(), refreshedAt: TestFixtures.now)
            try await ImportFacts(store: composition.facts, now: .fixed(TestFixtures.now))(try TestFixtures.factSnapshot())
        }
        return composition.webServices(
            factSource: ChuckNorrisFactSource(baseURL: factsURL, transport: transport),
            weatherSource: OpenMeteoWeatherSource(geocodingURL: weatherURL, forecastURL: weatherURL, transport: transport),
            health: health, intervals: intervals, gate: gate,
            reminders: push
                ? ReminderServices(reminders: PushReminders(store: composition.pushes, now: now), publicKey: Self.vapidPublicKey) : nil
        )
    }
}

extension Composition {
    /// The composition root over a test's database, as `serve` builds it, at `now`; every
    /// upstream address unreachable (a test that asks one hands its sources over itself).
    static func over(_ database: any SQLDatabase, now: Now = .fixed(TestFixtures.now), galaxy: (any GalaxyStore)? = nil) -> Composition {
        let nowhere = Mirrors([TestFixtures.unreachableURL])
        let configuration = StoreConfiguration(
            store: .sqlite(path: ":memory:"), spacexMirrors: nowhere, launchLibraryMirrors: nowhere, launchLibraryRequestsPerHour: 10,
            swapiMirrors: nowhere, factsURL: TestFixtures.unreachableURL, geocodingURL: TestFixtures.unreachableURL,
            forecastURL: TestFixtures.unreachableURL, retryDelay: .zero)
        return Composition(database: database, configuration: configuration, logger: TestFixtures.quietLogger, now: now, galaxy: galaxy)
    }
}

extension WebApp {
    /// The test servers' VAPID public key: a fixed one, so pages drawing it stay the same.
    static let vapidPublicKey = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM"

    /// The web app over the fixtures on a real loopback port, answering `almanac.example` besides
    /// addresses and localhost; `body` gets the port (for `RawHTTP`, which sets any `Host`).
    static func withLiveServer(
        profiles: ProfileMode = .local, connections: ConnectionLimits = ConnectionLimits(), launchLibrary: Bool = false,
        _ body: @Sendable (Int) async throws -> Void
    ) async throws {
        let database = try await AppDatabase.temporary()
        let services = try await services(database: database, load: true)
        if launchLibrary {
            try await SyncLaunchLibrary(
                source: SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures), store: SQLLaunchStore(database: database),
                now: .fixed(TestFixtures.now))()
        }
        let configuration = WebConfiguration(
            port: 0, defaultTimeZone: TestFixtures.utc, allowedHosts: AllowedHosts(["almanac.example"]), profiles: profiles, connections: connections
        )
        try await withLoopbackServer({ onRunning in
            try await buildApplication(services: services, configuration: configuration, onServerRunning: onRunning)
        }) { baseURL in
            try await body(try #require(Int(baseURL.split(separator: ":").last ?? "")))
        }
    }
}

extension TestClientProtocol {
    /// GETs `uri` and hands back status, headers and body text. An answer of the JSON API is
    /// also checked against the OpenAPI document (`APIContract`): a status or a shape it does
    /// not describe is an issue of the test that asked.
    func get(
        _ uri: String, headers: HTTPFields = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (status: HTTPResponse.Status, headers: HTTPFields, body: String) {
        let answer = try await execute(uri: uri, method: .get, headers: headers) { response in
            (response.status, response.headers, String(buffer: response.body))
        }
        if uri.hasPrefix("/api/v1/") {
            for problem in APIContract.problems(method: "GET", uri: uri, status: answer.0.code, body: answer.2) {
                Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
            }
        }
        return answer
    }
}

/// The `data` and `meta` of an API body, loosely typed for assertions.
struct APIBody {
    let json: [String: Any]
    init(_ text: String) throws {
        json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
    var data: Any? { json["data"] }
    var meta: [String: Any] { json["meta"] as? [String: Any] ?? [:] }
    var error: [String: Any]? { json["error"] as? [String: Any] }
}
