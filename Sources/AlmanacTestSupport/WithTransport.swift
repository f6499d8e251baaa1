import AlmanacCore
import AlmanacUpstream
import Logging

/// Runs `body` with a fresh transport and shuts the transport down on every path: a transport
/// (its HTTP client) released without `shutdown()` stops a debug test process.
@discardableResult
public func withTransport<Result>(
    _ configuration: TransportConfiguration = TransportConfiguration(), logger: Logger = Logger(label: "almanac.test"),
    now: Now = .system, sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
    _ body: (UpstreamTransport) async throws -> Result
) async throws -> Result {
    try await UpstreamTransport.using(configuration, logger: logger, now: now, sleep: sleep, body)
}
