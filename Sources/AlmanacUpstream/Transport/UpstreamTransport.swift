import AlmanacCore
import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// The one HTTP transport every upstream client uses: timeouts, a body size cap, retries of
/// server errors, 429 and connection failures with exponential backoff, jitter and `Retry-After`,
/// failover between mirrors, conditional requests, and a circuit breaker per host so a dead
/// upstream is skipped at once instead of waited on. A call a request caused passes the
/// `UpstreamGate` first (the client's budget), so no route can reach an upstream around it.
/// Every call is logged with its API, host, attempt, status and duration.
public final class UpstreamTransport: CircuitReporter {
    private let client: HTTPClient
    private let configuration: TransportConfiguration
    private let logger: Logger
    private let sleep: @Sendable (Duration) async throws -> Void
    private let breaker: CircuitBreaker
    private let gate: UpstreamGate
    /// Whether `shutdown` closes `client` (a `gated(by:)` view shares its origin's).
    private let ownsClient: Bool
    /// Per mirror list, the base that answered most recently, so a dead first mirror costs one
    /// failed attempt per sync rather than one per request.
    private let lastAnswered = Mutex<[Mirrors: String]>([:])
    /// Requests started per host (`host:port`), whatever became of them.
    private let attempts = Mutex<[String: Int]>([:])

    /// - Parameters:
    ///   - sleep: how to wait between attempts; tests pass one that records the delays.
    ///   - now: the clock of the circuit breakers' cool-downs.
    ///   - gate: the budget of the calls requests cause; HEAD requests never call out, whatever it says.
    public init(
        configuration: TransportConfiguration = TransportConfiguration(),
        logger: Logger = Logger(label: "almanac.upstream"),
        now: Now = .system,
        gate: UpstreamGate = .unlimited,
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
        self.breaker = CircuitBreaker(policy: configuration.circuitBreaker, now: now)
        self.gate = gate
        ownsClient = true
    }

    /// The same connections and circuits, behind another gate (a server whose
    /// requests are limited differently, a test's own limits). Shutting it down does nothing:
    /// the transport it came from owns the connections.
    public func gated(by gate: UpstreamGate) -> UpstreamTransport {
        UpstreamTransport(sharing: self, gate: gate)
    }

    private init(sharing other: UpstreamTransport, gate: UpstreamGate) {
        client = other.client
        configuration = other.configuration
        logger = other.logger
        sleep = other.sleep
        breaker = other.breaker
        self.gate = gate
        ownsClient = false
    }

    /// Closes pooled connections; call once when the transport is no longer needed.
    public func shutdown() async throws {
        guard ownsClient else { return }
        try await client.shutdown()
    }

    /// How circuits name the host of a URL (`host:port`), to match status rows with them.
    public static func hostKey(of url: String) -> String { CircuitBreaker.host(of: url) }

    /// Every host that failed since its last success, with its circuit's state.
    public func circuits() -> [HostCircuit] { breaker.report() }

    /// How many requests this transport has started to `host` (`host:port`): a call its
    /// circuit refused is not one.
    public func requestsStarted(to host: String) -> Int { attempts.withLock { $0[host, default: 0] } }

    /// GETs `url`, retrying as the policy allows; throws `UpstreamFailure` when no attempt succeeds.
    public func get(_ url: String, api: String, accept: String = "application/json") async throws -> UpstreamResponse {
        try await fetch("", from: Mirrors([url]), api: api, accept: accept) { $0 }.response
    }

    /// GETs `url` and decodes the body; an undecodable body counts against the host like an
    /// error status.
    public func get<Value: Sendable>(
        _ url: String, api: String, decode: @Sendable (UpstreamResponse) throws(UpstreamFailure) -> Value
    ) async throws -> Value {
        try await fetch("", from: Mirrors([url]), api: api, decode: decode).requireValue()
    }

    /// GETs `path` from the first mirror that answers with a body `decode` accepts. Mirrors are
    /// tried in order, starting with the one that answered last time; a mirror whose circuit is
    /// open is skipped without a request; one that fails in a way another may not (refused,
    /// reset, timed out, 5xx, 429, an undecodable body) hands over to the next at once. When every
    /// mirror failed, the whole round is retried as the policy allows, unless every circuit is
    /// open by then. Other 4xx answers end the request: every mirror holds the same data.
    /// With `validators`, a 304 answer returns no value: the caller's copy is current.
    public func fetch<Value: Sendable>(
        _ path: String, from mirrors: Mirrors, api: String, accept: String = "application/json",
        validators: Validators? = nil, decode: @Sendable (UpstreamResponse) throws(UpstreamFailure) -> Value
    ) async throws -> Fetched<Value> {
        let order = preferredOrder(of: mirrors)
        var round = 1
        // The gate is asked once per call, before its first request leaves (a call its circuits
        // refuse sends nothing and costs the client nothing).
        var admitted = false
        while true {
            var lastFailure: UpstreamFailure?
            var refusal: UpstreamFailure?
            for base in order {
                let url = base + path
                let host = CircuitBreaker.host(of: url)
                var admission = breaker.admit(host)
                while admission == .waitForProbe {
                    await breaker.waitForProbe(host)
                    admission = breaker.admit(host)
                }
                if case .refused(let until) = admission {
                    refusal = .circuitOpen(host: host, until: until)
                    logger.debug("upstream call skipped: circuit open", metadata: ["api": "\(api)", "host": "\(host)"])
                    continue
                }
                if !admitted {
                    do {
                        try gate.admit(.data, url: url)
                    } catch {
                        breaker.recordAbandoned(host, wasProbe: admission == .probe)
                        throw error
                    }
                    admitted = true
                    UpstreamCaller.current?.noteFetch()
                }
                let started = ContinuousClock.now
                attempts.withLock { $0[host, default: 0] += 1 }
                let result = await attemptGet(url, accept: accept, validators: validators).flatMap { response in
                    do throws(UpstreamFailure) {
                        return .success(Fetched(value: response.isNotModified ? nil : try decode(response), response: response, base: base))
                    } catch {
                        return .failure(error)
                    }
                }
                let elapsed = ContinuousClock.now - started
                // Cancelled (a sibling request failed, or shutdown): says nothing about the host.
                if Task.isCancelled {
                    breaker.recordAbandoned(host, wasProbe: admission == .probe)
                    throw CancellationError()
                }
                switch result {
                case .success(let fetched):
                    log(api: api, url: url, host: host, attempt: round, outcome: "\(fetched.response.status)", elapsed: elapsed)
                    UpstreamCallMetrics.record(api: api, host: host, outcome: .init(status: fetched.response.status), elapsed: elapsed)
                    breaker.recordSuccess(host)
                    remember(base, answeredFor: mirrors)
                    return fetched
                case .failure(let failure):
                    log(api: api, url: url, host: host, attempt: round, outcome: failure.outcome, elapsed: elapsed, failed: true)
                    UpstreamCallMetrics.record(api: api, host: host, outcome: .init(failure), elapsed: elapsed)
                    guard failure.countsAgainstHost else {
                        breaker.recordSuccess(host)
                        throw failure
                    }
                    if breaker.recordFailure(host, reason: failure.description) {
                        logger.warning(
                            "circuit opened", metadata: ["api": "\(api)", "host": "\(host)", "url": "\(url)", "reason": "\(failure.outcome)"])
                    }
                    lastFailure = failure
                }
            }
            guard let failure = lastFailure else {
                throw refusal ?? UpstreamFailure.transport(url: path, reason: "no mirror configured")
            }
            let anyHostAdmitted = order.contains { breaker.wouldAdmit(CircuitBreaker.host(of: $0 + path)) }
            guard failure.isRetryable, anyHostAdmitted,
                let delay = configuration.retry.delay(afterAttempt: round, retryAfter: failure.retryAfter)
            else { throw failure }
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

    private func attemptGet(_ url: String, accept: String, validators: Validators?) async -> Result<UpstreamResponse, UpstreamFailure> {
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "Accept", value: accept)
        if let etag = validators?.etag { request.headers.add(name: "If-None-Match", value: etag) }
        if let lastModified = validators?.lastModified { request.headers.add(name: "If-Modified-Since", value: lastModified) }
        request.headers.add(name: "User-Agent", value: "Almanac/1.0 (+offline-first API explorer)")
        request.headers.add(name: MirrorRecords.header, value: MirrorRecords.asSent)
        do {
            return try await withTimeout(configuration.requestTimeout) { [client, configuration, request] in
                let response = try await client.execute(request, timeout: TimeAmount(configuration.requestTimeout))
                let status = Int(response.status.code)
                if status == 429 {
                    let retryAfter = RetryAfter.parse(response.headers.first(name: "Retry-After"))
                    return .failure(.rateLimited(url: url, retryAfter: retryAfter))
                }
                if status == 304, validators != nil {
                    return .success(UpstreamResponse(url: url, status: status, body: Data(), validators: validators))
                }
                guard (200..<300).contains(status) else { return .failure(.httpStatus(url: url, status: status)) }
                do {
                    let buffer = try await response.body.collect(upTo: configuration.maxBodyBytes)
                    return .success(
                        UpstreamResponse(
                            url: url, status: status, body: Data(buffer.readableBytesView),
                            contentType: response.headers.first(name: "Content-Type"),
                            validators: .from(etag: response.headers.first(name: "ETag"), lastModified: response.headers.first(name: "Last-Modified"))
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

    private func log(api: String, url: String, host: String, attempt: Int, outcome: String, elapsed: Duration, failed: Bool = false) {
        logger.log(
            level: failed ? .warning : .info, "upstream call",
            metadata: [
                "api": "\(api)", "host": "\(host)", "url": "\(url)", "attempt": "\(attempt)",
                "status": "\(outcome)", "ms": "\(elapsed.wholeMilliseconds)",
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
        // NIO's own words name the port and the resolver's error code; the host is said elsewhere.
        if let error = error as? NIOConnectionError, error.dnsAError != nil || error.dnsAAAAError != nil { return "name not found" }
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
    /// Whether the failure says the host is unwell (as opposed to "no such record", a 404).
    var countsAgainstHost: Bool {
        switch self {
        case .transport, .rateLimited, .decoding: true
        case .httpStatus(_, let status): status >= 500 || status == 429
        case .invalid, .circuitOpen, .notAsked: false
        }
    }

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
