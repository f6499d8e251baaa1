import AlmanacCore
import Logging

extension UpstreamTransport {
    /// Runs `body` with a new transport and shuts it down on every path: a transport (its HTTP
    /// client) released without `shutdown()` is a leak, and stops a debug process.
    public static func using<Result>(
        _ configuration: TransportConfiguration = TransportConfiguration(),
        logger: Logger = Logger(label: "almanac.upstream"), now: Now = .system,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        _ body: (UpstreamTransport) async throws -> Result
    ) async throws -> Result {
        let transport = UpstreamTransport(configuration: configuration, logger: logger, now: now, sleep: sleep)
        do {
            let result = try await body(transport)
            try await transport.shutdown()
            return result
        } catch {
            try? await transport.shutdown()
            throw error
        }
    }
}
