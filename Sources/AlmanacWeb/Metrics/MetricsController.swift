import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird
import Metrics
import Prometheus

/// `GET /metrics` in Prometheus' text format: what swift-metrics recorded (requests, upstream
/// calls, caches, refreshes) and, read at each scrape, the datasets' records and last refresh,
/// each host's circuit, the store's size and the process's resident memory. No label holds
/// anything a visitor chose, so the series stay few.
struct MetricsController: Sendable {
    /// Every dataset's records, refreshes and circuits.
    let status: ReportStatus
    /// The store's size.
    let health: (any StoreHealth)?
    /// Nil when the server reports no metrics (a test's router): the route answers 404.
    let registry: PrometheusCollectorRegistry?

    func addRoutes(pages: PageRoutes, api: APIRoutes) {
        api.raw(.metrics, .perRequest, use: metrics)
    }

    @Sendable func metrics(_ request: Request, context: AlmanacRequestContext) async throws -> Response {
        guard let registry else { throw APIError(status: .notFound, code: "not_found", message: "This server reports no metrics.") }
        await updateGauges()
        return Response(
            status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer()))
        )
    }

    /// Values read now rather than counted as they happen.
    private func updateGauges() async {
        if let statuses = try? await status(DatasetID.allCases) {
            for status in statuses {
                let dataset = status.dataset.rawValue
                for count in status.counts {
                    Gauge(label: "almanac_dataset_records", dimensions: [("dataset", dataset), ("kind", count.name)]).record(count.count)
                }
                if let freshness = status.freshness {
                    Gauge(label: "almanac_dataset_last_refresh_timestamp_seconds", dimensions: [("dataset", dataset)])
                        .record(freshness.refreshedAt.timeIntervalSince1970)
                }
                Gauge(label: "almanac_refresh_deferred", dimensions: [("dataset", dataset)]).record(status.deferred?.count ?? 0)
                Gauge(label: "almanac_dataset_refresh_failing", dimensions: [("dataset", dataset)]).record(
                    status.lastFailure != nil && (status.freshness?.isFailing ?? true) ? 1 : 0)
                for circuit in status.circuits {
                    for state in HostCircuit.State.allCases {
                        Gauge(label: "almanac_upstream_circuit_state", dimensions: [("host", circuit.host), ("state", state.rawValue)])
                            .record(circuit.state == state ? 1 : 0)
                    }
                }
            }
        }
        if let size = try? await health?.sizeInBytes() {
            Gauge(label: "almanac_store_size_bytes").record(size)
        }
        if let resident = ResidentMemory.bytes() {
            Gauge(label: "almanac_process_resident_memory_bytes").record(resident)
        }
    }
}

/// The process's resident memory, from `/proc/self/statm` (Linux); nil elsewhere.
enum ResidentMemory {
    static func bytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
