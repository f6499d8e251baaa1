import Hummingbird

/// Runs a Hummingbird application on a free loopback port for the duration of `body`, then stops it.
@discardableResult
public func withLoopbackServer<Result: Sendable>(
    _ makeApplication: (@escaping @Sendable (Int) async -> Void) async throws -> some ApplicationProtocol,
    _ body: (_ baseURL: String) async throws -> Result
) async throws -> Result {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let application = try await makeApplication { port in continuation.yield(port) }
    let server = Task { try await application.runService(gracefulShutdownSignals: []) }
    defer { server.cancel() }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else { throw CancellationError() }
    return try await body("http://127.0.0.1:\(port)")
}
