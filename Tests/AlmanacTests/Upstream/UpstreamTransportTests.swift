import AlmanacCore
import AlmanacTestSupport
import AlmanacUpstream
import Synchronization
import Testing

/// Records the waits the transport asks for instead of sleeping.
private final class RecordedSleeps: Sendable {
    let delays = Mutex<[Duration]>([])
    var sleep: @Sendable (Duration) async throws -> Void { { duration in self.delays.withLock { $0.append(duration) } } }
}

@Suite("Upstream transport over loopback HTTP")
struct UpstreamTransportTests {
    private func transport(_ sleeps: RecordedSleeps, attempts: Int = 3, timeout: Duration = .seconds(5)) -> UpstreamTransport {
        UpstreamTransport(
            configuration: TransportConfiguration(
                connectTimeout: .seconds(1), requestTimeout: timeout,
                retry: RetryPolicy(maxAttempts: attempts, baseDelay: .milliseconds(10), maxDelay: .milliseconds(40), maxRetryAfter: .seconds(5))
            ),
            sleep: sleeps.sleep
        )
    }

    @Test("server errors are retried until one succeeds")
    func retriesServerErrors() async throws {
        let upstream = ScriptedUpstream(["/v4/company": [.respond(status: 503), .respond(status: 502), .respond(status: 200, body: "{}")]])
        let sleeps = RecordedSleeps()
        let client = transport(sleeps)
        try await withLoopbackServer(upstream.application) { baseURL in
            let response = try await client.get(baseURL + "/v4/company", api: "test")
            #expect(response.status == 200)
        }
        try await client.shutdown()
        #expect(upstream.requestCount("/v4/company") == 3)
        let delays = sleeps.delays.withLock { $0 }
        #expect(delays.count == 2)
        #expect(delays.allSatisfy { $0 <= .milliseconds(40) })
    }

    @Test("other 4xx answers are never retried", arguments: [400, 401, 404, 410])
    func noRetryOnClientErrors(status: Int) async throws {
        let upstream = ScriptedUpstream(["/x": [.respond(status: status)]])
        let client = transport(RecordedSleeps())
        try await withLoopbackServer(upstream.application) { baseURL in
            await #expect(throws: UpstreamFailure.httpStatus(url: baseURL + "/x", status: status)) { try await client.get(baseURL + "/x", api: "test") }
        }
        try await client.shutdown()
        #expect(upstream.requestCount("/x") == 1)
    }

    @Test("429 waits for Retry-After, then retries")
    func honoursRetryAfter() async throws {
        let upstream = ScriptedUpstream(["/x": [.respond(status: 429, headers: ["Retry-After": "2"]), .respond(status: 200, body: "[]")]])
        let sleeps = RecordedSleeps()
        let client = transport(sleeps)
        try await withLoopbackServer(upstream.application) { baseURL in
            let response = try await client.get(baseURL + "/x", api: "test")
            #expect(response.status == 200)
        }
        try await client.shutdown()
        #expect(sleeps.delays.withLock { $0 } == [.seconds(2)])
    }

    @Test("a 429 storm ends as rate limited after the last attempt")
    func rateLimitStorm() async throws {
        let upstream = ScriptedUpstream(["/x": [.respond(status: 429, headers: ["Retry-After": "1"])]])
        let client = transport(RecordedSleeps())
        try await withLoopbackServer(upstream.application) { baseURL in
            await #expect(throws: UpstreamFailure.rateLimited(url: baseURL + "/x", retryAfter: .seconds(1))) { try await client.get(baseURL + "/x", api: "test") }
        }
        try await client.shutdown()
        #expect(upstream.requestCount("/x") == 3)
    }

    @Test("a refused connection is retried and reported as a transport failure")
    func refusedConnection() async throws {
        let sleeps = RecordedSleeps()
        let client = transport(sleeps)
        // Port 1 on loopback: nothing listens there.
        await #expect {
            _ = try await client.get("http://127.0.0.1:1/v4/company", api: "test")
        } throws: { error in
            if case .transport? = error as? UpstreamFailure { return true }
            return false
        }
        try await client.shutdown()
        #expect(sleeps.delays.withLock { $0.count } == 2)
    }

    @Test("a stalled server trips the timeout instead of hanging")
    func stalledServer() async throws {
        let upstream = ScriptedUpstream(["/x": [.stall]])
        let client = transport(RecordedSleeps(), attempts: 1, timeout: .milliseconds(300))
        try await withLoopbackServer(upstream.application) { baseURL in
            await #expect {
                _ = try await client.get(baseURL + "/x", api: "test")
            } throws: { error in
                if case .transport(_, let reason)? = error as? UpstreamFailure { return reason.contains("timed out") }
                return false
            }
        }
        try await client.shutdown()
    }

    @Test("backoff doubles per attempt, stays under the cap, and stops after the last attempt")
    func backoffShape() {
        let policy = RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(100), maxDelay: .milliseconds(300), jitter: 0)
        #expect(policy.delay(afterAttempt: 1, retryAfter: nil) == .milliseconds(100))
        #expect(policy.delay(afterAttempt: 2, retryAfter: nil) == .milliseconds(200))
        #expect(policy.delay(afterAttempt: 3, retryAfter: nil) == .milliseconds(300))
        #expect(policy.delay(afterAttempt: 4, retryAfter: nil) == nil)
        #expect(policy.delay(afterAttempt: 1, retryAfter: .seconds(60)) == nil)
        let jittered = RetryPolicy(baseDelay: .milliseconds(100), jitter: 0.5)
        #expect(jittered.delay(afterAttempt: 1, retryAfter: nil, random: 0) == .milliseconds(50))
        #expect(jittered.delay(afterAttempt: 1, retryAfter: nil, random: 1) == .milliseconds(100))
    }
}
