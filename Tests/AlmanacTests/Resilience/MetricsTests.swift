import AlmanacCore
import AlmanacReplay
import AlmanacStore
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Metrics
import Prometheus
import Testing

@testable import AlmanacCLI
@testable import AlmanacServer

/// The registry swift-metrics reports to in this test process: bootstrapped once (the metrics
/// system allows one bootstrap per process), on first use.
enum TestMetrics {
    static let registry: PrometheusCollectorRegistry = {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        return registry
    }()
}

/// `/metrics`: Prometheus text an operator's scraper reads, counting what happened.
@Suite("Metrics at /metrics")
struct MetricsTests {
    @Test(
        "after a few requests and a failing refresh: requests by route template, upstream calls by outcome, the open circuit, refreshes, records, memory"
    )
    func scrape() async throws {
        let registry = TestMetrics.registry
        try await ResilienceHarness.with { harness in
            let composition = harness.composition
            harness.replay.control.faults.errorRate = 1
            let refresher = try harness.refresher(for: .spacex)
            // Two failed refreshes: the circuit of the replay's host opens (threshold 2).
            for _ in 0..<2 {
                let outcome = try await harness.refresh(.spacex, with: refresher)
                #expect(outcome.failure != nil)
            }
            harness.replay.control.faults = ReplayFaults()
            let services = composition.webServices(
                factSource: ChuckNorrisFactSource(baseURL: harness.baseURL, transport: harness.transport),
                weatherSource: composition.weatherSource(harness.transport), refreshRequests: refresher,
                status: ReportStatus(store: composition.datasets, hosts: composition.upstreamHosts(), circuits: [harness.transport], intervals: [:]),
                health: composition.datasets)
            let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc, metrics: registry))
            try await Application(router: router).test(.router) { client in
                // A page is kept from its second asking, so the third is a cache hit.
                for path in ["/launches/l1", "/launches/l2", "/launches/l2", "/launches/l2", "/no/such/page"] { _ = try await client.get(path) }
                let answer = try await client.get("/metrics")
                #expect(answer.status == .ok && answer.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
                let text = answer.body
                let host = UpstreamTransport.hostKey(of: harness.baseURL)
                // Counters carry what this test did (other tests in the process add to other series).
                #expect(
                    Self.value(text, #"almanac_http_requests_total{route="/launches/{id}",method="GET",status="200"}"#).map { $0 >= 3 }
                        == true, "\(text)")
                #expect(Self.value(text, #"almanac_http_requests_total{route="/**",method="GET",status="404"}"#).map { $0 >= 1 } == true)
                #expect(text.contains(#"almanac_http_request_duration_seconds_bucket{route="/launches/{id}",method="GET",le="#))
                #expect(
                    Self.value(text, #"almanac_upstream_requests_total{api="spacex",host="\#(host)",outcome="http_error"}"#).map { $0 >= 2 } == true)
                #expect(Self.value(text, #"almanac_upstream_circuit_state{host="\#(host)",state="open"}"#) == 1)
                #expect(Self.value(text, #"almanac_refreshes_total{dataset="spacex",outcome="failed"}"#).map { $0 >= 2 } == true)
                #expect(Self.value(text, #"almanac_dataset_records{dataset="spacex",kind="launches"}"#) == 6)
                #expect(Self.value(text, #"almanac_dataset_refresh_failing{dataset="spacex"}"#) == 1)
                #expect(Self.value(text, #"almanac_cache_requests_total{cache="pages",result="hit"}"#).map { $0 >= 1 } == true)
                #expect(Self.value(text, "almanac_process_resident_memory_bytes").map { $0 > 1_000_000 } == true)
                #expect(Self.value(text, "almanac_store_size_bytes").map { $0 > 0 } == true)
                // Prometheus naming: counters end in _total, durations are in seconds.
                for line in text.split(separator: "\n") where line.hasPrefix("# TYPE almanac_") {
                    let parts = line.split(separator: " ")
                    if parts.last == "counter" { #expect(parts[2].hasSuffix("_total"), "\(line)") }
                    if parts.last == "histogram" { #expect(parts[2].hasSuffix("_seconds"), "\(line)") }
                }
            }
        }
    }

    @Test("a server given no registry answers /metrics with 404")
    func off() async throws {
        try await WebApp.make().test(.router) { client in
            let answer = try await client.get("/metrics")
            #expect(answer.status == .notFound)
        }
    }

    /// The value of the sample line named exactly `series`.
    static func value(_ text: String, _ series: String) -> Double? {
        text.split(separator: "\n").first { $0.hasPrefix(series + " ") }.flatMap { Double($0.split(separator: " ").last ?? "") }
    }
}
