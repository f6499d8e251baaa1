import AlmanacCore
import AlmanacReplay
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import AlmanacWeb
import ArgumentParser
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

@testable import AlmanacCLI
@testable import AlmanacServer

/// A clock that starts at the real time and moves only when told, for circuit cool-downs.
final class TestClock: Sendable {
    private let offset = Mutex<TimeInterval>(0)
    var now: Now { Now { [self] in Date().addingTimeInterval(elapsed) } }
    private var elapsed: TimeInterval { offset.withLock { $0 } }
    func advance(_ duration: Duration) { offset.withLock { $0 += duration.seconds } }
}

/// A store with the fixture snapshot imported (and Copenhagen saved), a replay of the same
/// fixtures on loopback, and the refresh jobs, transport and web app of a server pointed at it.
struct ResilienceHarness {
    let composition: Composition
    let replay: ReplayUpstream
    let transport: UpstreamTransport
    let clock: TestClock
    let baseURL: String

    /// Failures before a circuit opens, and how long it stays open.
    static let breaker = CircuitBreakerPolicy(failureThreshold: 2, coolDown: .seconds(60))

    /// - Parameter requestTimeout: generous by default, for calls that must succeed on a loaded
    ///   machine; short only where a timeout is the point.
    static func with<Result: Sendable>(
        requestTimeout: Duration = .seconds(10), _ body: (ResilienceHarness) async throws -> Result
    ) async throws -> Result {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        try await runCommand(["import", TestFixtures.directory.path], database: database)
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory, swapiPageSize: 4)
        return try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
            let options = try StoreOptions.parse([
                "--db", database, "--spacex-url", base, "--swapi-url", base + "/swapi.dev/api", "--facts-url", base,
                "--geocoding-url", base, "--forecast-url", base,
            ])
            let clock = TestClock()
            // The use cases read the harness's clock, as a server reads the system's.
            let composition = try await CommandClock.$now.withValue(clock.now) { try await Composition.open(options) }
            _ = try await SavedCities(store: composition.weather).add(placeID: "2618425")
            let transport = UpstreamTransport(
                configuration: TransportConfiguration(
                    connectTimeout: .seconds(5), requestTimeout: requestTimeout, retry: .none, circuitBreaker: breaker
                ),
                logger: TestFixtures.quietLogger, now: clock.now
            )
            let harness = ResilienceHarness(composition: composition, replay: replay, transport: transport, clock: clock, baseURL: base)
            let result: Swift.Result<Result, any Error>
            do { result = .success(try await body(harness)) } catch { result = .failure(error) }
            // Release anything stalled so the server can stop.
            replay.control.faults = ReplayFaults()
            try? await transport.shutdown()
            return try result.get()
        }
    }

    /// A refresher for one dataset, asked out of turn as often as a test likes.
    func refresher(for dataset: DatasetID) throws -> BackgroundRefresh {
        let jobs = composition.refreshJobs(transport: transport, intervals: RefreshIntervals()).filter { $0.dataset == dataset }
        return BackgroundRefresh(jobs: jobs, log: composition.datasets, now: clock.now, retryAfterFailure: .zero, manualInterval: .zero)
    }

    /// Asks for a refresh of `dataset` now and waits for it.
    func refresh(_ dataset: DatasetID, with refresher: BackgroundRefresh) async throws -> BackgroundRefresh.Outcome {
        #expect(await refresher.request(dataset) == .accepted)
        return try #require(await refresher.refreshDue().first)
    }

    /// The circuit of the replay's host.
    var circuit: HostCircuit? {
        transport.circuits().first { $0.host == UpstreamTransport.hostKey(of: baseURL) }
    }

    /// The web app on the same store, with this refresher.
    func webApp(refresher: BackgroundRefresh) async throws -> some ApplicationProtocol {
        let services = composition.webServices(
            factSource: ChuckNorrisFactSource(baseURL: baseURL, transport: transport), weatherSource: composition.weatherSource(transport),
            refreshRequests: refresher, health: composition.datasets)
        return Application(router: try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc)))
    }

    /// Everything stored for a dataset: its upstream documents and its record counts.
    func stored(_ dataset: DatasetID) async throws -> ([SnapshotDocument], [RecordCount]) {
        (try await composition.datasets.documents(of: dataset), try await composition.datasets.recordCounts(of: dataset))
    }
}
