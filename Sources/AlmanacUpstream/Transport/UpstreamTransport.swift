import AlmanacCore
import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import Synchronization

/// The one HTTP transport every upstream client uses: timeouts, a body size cap, and retries of
/// server errors, 429 and connection failures with exponential backoff, jitter and `Retry-After`.
/// Other 4xx answers and undecodable bodies are never retried.
public final class UpstreamTransport: Sendable {
    private let client: HTTPClient
    private let configuration: TransportConfiguration
    private let logger: Logger
    private let sleep: @Sendable (Duration) async throws -> Void
    /// Per mirror list, the base that answered most recently, so a dead first mirror costs one
    /// failed attempt per sync rather than one per request.
    private let lastAnswered = Mutex<[Mirrors: String]>([:])

    /// - Parameter sleep: how to wait between attempts; tests pass one that records the delays.
    public init(
        configuration: TransportConfiguration = TransportConfiguration(),
        logger: Logger = Logger(label: "almanac.upstream"),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        var clientConfiguration = HTTPClient.Configuration()
        clientConfiguration.timeout = .init(
            connect: TimeAmount(configuration.connectTimeout),
            read: TimeAmount(configuration.requestTimeout)
        )
        clientConfiguration.redirectConfiguration = .follow(max: 5, allowCycles: false)
        // A refused connection must fail at once: the retry policy below decides whether and when
        // to try again (the pool's own retries would wait out the whole connect timeout).
        clientConfiguration.connectionPool.retryConnectionEstablishment = false
        self.client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: clientConfiguration)
        self.configuration = configuration
        self.logger = logger
        self.sleep = sleep
    }

    /// Closes pooled connections; call once when the transport is no longer needed.
    public func shutdown() async throws {
        try await client.shutdown()
    }

    /// GETs `url`, retrying as the policy allows; throws `UpstreamFailure` when no attempt succeeds.
    public func get(_ url: String, accept: String = "application/json") async throws -> UpstreamResponse {
        try await get("", from: Mirrors([url]), accept: accept).response
    }

    /// GETs `path` from the first mirror that answers. Mirrors are tried in order, starting with
    /// the one that answered last time; a mirror that fails in a way another may not (refused,
    /// reset, timed out, 5xx, 429) hands over to the next at once. When every mirror failed, the
    /// whole round is retried as the policy allows. Other 4xx answers end the request: every
    /// mirror holds the same data, so another would say the same.
    public func get(_ path: String, from mirrors: Mirrors, accept: String = "application/json") async throws -> MirroredResponse {
        let order = preferredOrder(of: mirrors)
        var round = 1
        while true {
            var lastFailure: UpstreamFailure?
            for base in order {
                let url = base + path
                let started = ContinuousClock.now
                let result = await attemptGet(url, accept: accept)
                let elapsed = ContinuousClock.now - started
                switch result {
                case .success(let response):
                    log(url: url, attempt: round, outcome: "\(response.status)", elapsed: elapsed)
                    remember(base, answeredFor: mirrors)
                    return MirroredResponse(response: response, base: base)
                case .failure(let failure):
                    log(url: url, attempt: round, outcome: failure.description, elapsed: elapsed)
                    guard failure.isRetryable else { throw failure }
                    lastFailure = failure
                }
            }
            guard let failure = lastFailure,
                  let delay = configuration.retry.delay(afterAttempt: round, retryAfter: failure.retryAfter)
            else { throw lastFailure ?? UpstreamFailure.transport(url: path, reason: "no mirror configured") }
            try await sleep(delay)
            round += 1
        }
    }

    /// The mirrors with the one that last answered first, the rest in configured order.
    private func preferredOrder(of mirrors: Mirrors) -> [String] {
        guard let preferred = lastAnswered.withLock({ $0[mirrors] }), mirrors.bases.contains(preferred) else {
            return mirrors.bases
        }
        return [preferred] + mirrors.bases.filter { $0 != preferred }
    }

    private func remember(_ base: String, answeredFor mirrors: Mirrors) {
        guard mirrors.bases.count > 1 else { return }
        lastAnswered.withLock { $0[mirrors] = base }
    }

    private func attemptGet(_ url: String, accept: String) async -> Result<UpstreamResponse, UpstreamFailure> {
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "Accept", value: accept)
        request.headers.add(name: "User-Agent", value: "Almanac/1.0 (+offline-first API explorer)")
        do {
            return try await withTimeout(configuration.requestTimeout) { [client, configuration, request] in
                let response = try await client.execute(request, timeout: TimeAmount(configuration.requestTimeout))
                let status = Int(response.status.code)
                if status == 429 {
                    let retryAfter = RetryAfter.parse(response.headers.first(name: "Retry-After"))
                    return .failure(.rateLimited(url: url, retryAfter: retryAfter))
                }
                guard (200..<300).contains(status) else { return .failure(.httpStatus(url: url, status: status)) }
                do {
                    let buffer = try await response.body.collect(upTo: configuration.maxBodyBytes)
                    return .success(UpstreamResponse(
                        url: url, status: status, body: Data(buffer.readableBytesView),
                        contentType: response.headers.first(name: "Content-Type")
                    ))
                } catch is NIOTooManyBytesError {
                    return .failure(.decoding(url: url, reason: "body larger than \(configuration.maxBodyBytes) bytes"))
                }
            }
        } catch let failure as UpstreamFailure {
            return .failure(failure)
        } catch {
            return .failure(.transport(url: url, reason: Self.describe(error)))
        }
    }

    private func log(url: String, attempt: Int, outcome: String, elapsed: Duration) {
        logger.info("upstream call", metadata: [
            "url": "\(url)", "attempt": "\(attempt)", "outcome": "\(outcome)",
            "ms": "\(elapsed.wholeMilliseconds)",
        ])
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? HTTPClientError {
            switch error {
            case .connectTimeout: return "connection timed out"
            case .readTimeout, .deadlineExceeded: return "timed out waiting for a response"
            case .remoteConnectionClosed: return "connection closed before the response ended"
            default: return "\(error)"
            }
        }
        if error is TimeoutError { return "timed out waiting for a response" }
        if let error = error as? IOError {
            switch error.errnoCode {
            case ECONNREFUSED: return "connection refused"
            case ECONNRESET: return "connection reset"
            default: break
            }
        }
        return "\(error)"
    }
}

extension UpstreamFailure {
    /// The pause a rate-limited upstream asked for.
    var retryAfter: Duration? {
        if case .rateLimited(_, let retryAfter) = self { return retryAfter }
        return nil
    }
}

extension TimeAmount {
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
