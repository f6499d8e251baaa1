import Hummingbird
import Logging
import ServiceLifecycle

/// Runs a Hummingbird application on a free loopback port for the duration of `body`, then shuts
/// it down gracefully.
@discardableResult
public func withLoopbackServer<Result: Sendable>(
    _ makeApplication: (@escaping @Sendable (Int) async -> Void) async throws -> some ApplicationProtocol,
    _ body: (_ baseURL: String) async throws -> Result
) async throws -> Result {
    try await withStoppableLoopbackServer(makeApplication) { baseURL, _ in try await body(baseURL) }
}

/// `withLoopbackServer`, with a way to stop the server before `body` ends: what a test of
/// "the server went away" calls (later connections are refused).
public func withStoppableLoopbackServer<Result: Sendable>(
    _ makeApplication: (@escaping @Sendable (Int) async -> Void) async throws -> some ApplicationProtocol,
    _ body: (_ baseURL: String, _ stop: @escaping @Sendable () async -> Void) async throws -> Result
) async throws -> Result {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let application = try await makeApplication { port in continuation.yield(port) }
    var configuration = ServiceGroupConfiguration(services: [application], logger: Logger(label: "almanac.test-server"))
    // A client that keeps a connection open must not hold a test up: cancel after a short grace.
    configuration.maximumGracefulShutdownDuration = .seconds(2)
    let group = ServiceGroup(configuration: configuration)
    let server = Task { try await group.run() }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else {
        server.cancel()
        throw CancellationError()
    }
    let stop: @Sendable () async -> Void = {
        await group.triggerGracefulShutdown()
        _ = await server.result
    }
    let result: Swift.Result<Result, any Error>
    do {
        result = .success(try await body("http://127.0.0.1:\(port)", stop))
    } catch {
        result = .failure(error)
    }
    await stop()
    return try result.get()
}
