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
    /// Runs `body` with a transport whose waits are recorded, shut down on every path.
    @discardableResult
    private func withClient<Result>(
        _ sleeps: RecordedSleeps, attempts: Int = 3, timeout: Duration = TestFixtures.patientTimeout,
        _ body: (UpstreamTransport) async throws -> Result
    ) async throws -> Result {
        let configuration = TransportConfiguration(
            connectTimeout: .seconds(5), requestTimeout: timeout,
            retry: RetryPolicy(maxAttempts: attempts, baseDelay: .milliseconds(10), maxDelay: .milliseconds(40), maxRetryAfter: .seconds(5)),
            circuitBreaker: .disabled
        )
        return try await withTransport(configuration, sleep: sleeps.sleep, body)
    }

    @Test("server errors are retried until one succeeds")
    func retriesServerErrors() async throws {
        let upstream = ScriptedUpstream(["/v4/company": [.respond(status: 503), .respond(status: 502), .respond(status: 200, body: "{}")]])
        let sleeps = RecordedSleeps()
        try await withClient(sleeps) { client in
            try await withLoopbackServer(upstream.application) { baseURL in
                let response = try await client.get(baseURL + "/v4/company", api: "test")
                #expect(response.status == 200)
            }
        }
        #expect(upstream.requestCount("/v4/company") == 3)
        let delays = sleeps.delays.withLock { $0 }
        #expect(delays.count == 2)
        #expect(delays.allSatisfy { $0 <= .milliseconds(40) })
    }

    @Test("other 4xx answers are never retried", arguments: [400, 401, 404, 410])
    func noRetryOnClientErrors(status: Int) async throws {
        let upstream = ScriptedUpstream(["/x": [.respond(status: status)]])
        try await withClient(RecordedSleeps()) { client in
            try await withLoopbackServer(upstream.application) { baseURL in
                await #expect(throws: UpstreamFailure.httpStatus(url: baseURL + "/x", status: status)) {
                    try await client.get(baseURL + "/x", api: "test")
                }
            }
        }
        #expect(upstream.requestCount("/x") == 1)
    }

    @Test("429 waits for Retry-After, then retries")
    func honoursRetryAfter() async throws {
        let upstream = ScriptedUpstream(["/x": [.respond(status: 429, headers: ["Retry-After": "2"]), .respond(status: 200, body: "[]")]])
        let sleeps = RecordedSleeps()
        try await withClient(sleeps) { client in
            try await withLoopbackServer(upstream.application) { baseURL in
                let response = try await client.get(baseURL + "/x", api: "test")
                #expect(response.status == 200)
            }
        }
        #expect(sleeps.delays.withLock { $0 } == [.seconds(2)])
    }

    @Test("a 429 storm ends as rate limited after the last attempt")
    func rateLimitStorm() async throws {
        let upstream = ScriptedUpstream(["/x": [.respond(status: 429, headers: ["Retry-After": "1"])]])
        try await withClient(RecordedSleeps()) { client in
            try await withLoopbackServer(upstream.application) { baseURL in
                await #expect(throws: UpstreamFailure.rateLimited(url: baseURL + "/x", retryAfter: .seconds(1))) {
                    try await client.get(baseURL + "/x", api: "test")
                }
            }
        }
        #expect(upstream.requestCount("/x") == 3)
    }

    @Test("a refused connection is retried and reported as a transport failure")
    func refusedConnection() async throws {
        let sleeps = RecordedSleeps()
        try await withClient(sleeps) { client in
            // Port 1 on loopback: nothing listens there.
            await #expect {
                _ = try await client.get("http://127.0.0.1:1/v4/company", api: "test")
            } throws: { error in
                guard case .transport(_, let reason)? = error as? UpstreamFailure else { return false }
                return reason.contains("refused")
            }
        }
        #expect(sleeps.delays.withLock { $0.count } == 2)
    }

    @Test("a stalled server trips the timeout instead of hanging")
    func stalledServer() async throws {
        let upstream = ScriptedUpstream(["/x": [.stall]])
        // A short timeout is the point here: the server never answers.
        try await withClient(RecordedSleeps(), attempts: 1, timeout: .milliseconds(300)) { client in
            try await withLoopbackServer(upstream.application) { baseURL in
                await #expect {
                    _ = try await client.get(baseURL + "/x", api: "test")
                } throws: { error in
                    if case .transport(_, let reason)? = error as? UpstreamFailure { return reason.contains("timed out") }
                    return false
                }
            }
        }
    }

    @Test("a conditional request sends If-None-Match and If-Modified-Since; a 304 hands back no value")
    func conditionalRequest() async throws {
        let upstream = ScriptedUpstream(["/x": [.respond(status: 304)]])
        try await withClient(RecordedSleeps()) { client in
            try await withLoopbackServer(upstream.application) { baseURL in
                let validators = Validators(etag: "\"v1\"", lastModified: "Sat, 21 Nov 2026 12:00:00 GMT")
                let fetched = try await client.fetch("/x", from: Mirrors([baseURL]), api: "test", validators: validators) {
                    response throws(UpstreamFailure) in
                    response.body
                }
                #expect(fetched.value == nil && fetched.response.isNotModified)
            }
        }
        #expect(upstream.lastHeaders("/x")["if-none-match"] == "\"v1\"")
        #expect(upstream.lastHeaders("/x")["if-modified-since"] == "Sat, 21 Nov 2026 12:00:00 GMT")
    }

    @Test("a body over the cap is refused, not read into memory; the cap is 32 MB unless configured")
    func bodyCap() async throws {
        #expect(TransportConfiguration().maxBodyBytes == 32 * 1024 * 1024)
        let upstream = ScriptedUpstream(["/big": [.respond(status: 200, body: String(repeating: "x", count: 4096))]])
        let configuration = TransportConfiguration(retry: .none, maxBodyBytes: 1024, circuitBreaker: .disabled)
        try await withTransport(configuration) { client in
            try await withLoopbackServer(upstream.application) { baseURL in
                await #expect {
                    _ = try await client.get(baseURL + "/big", api: "test")
                } throws: { error in
                    "\(error)".contains("1024")
                }
            }
        }
    }

    @Test("the default breaker: three failures in a row open the circuit for 30 s, refusing without a request")
    func defaultBreaker() async throws {
        let upstream = ScriptedUpstream([
            "/x": [.respond(status: 503), .respond(status: 503), .respond(status: 503), .respond(status: 200, body: "{}")]
        ])
        let clock = TestClock()
        try await withTransport(TransportConfiguration(retry: .none), now: clock.now) { client in
            try await withLoopbackServer(upstream.application) { baseURL in
                for _ in 0..<3 { _ = try? await client.get(baseURL + "/x", api: "test") }
                #expect(client.circuits().first?.state == .open)
                await #expect { try await client.get(baseURL + "/x", api: "test") } throws: { "\($0)".contains("circuit open") }
                #expect(upstream.requestCount("/x") == 3)
                clock.advance(.seconds(29))
                await #expect { try await client.get(baseURL + "/x", api: "test") } throws: { "\($0)".contains("circuit open") }
                clock.advance(.seconds(2))
                let probe = try await client.get(baseURL + "/x", api: "test")
                #expect(probe.status == 200)
                #expect(upstream.requestCount("/x") == 4 && client.circuits().isEmpty)
            }
        }
    }

    @Test(
        "callers arriving while a probe decides wait for it: a failed probe refuses them all with no request of their own", arguments: [false, true])
    func waitingCallers(probeSucceeds: Bool) async throws {
        let probe = ScriptedUpstream.Step.respondAfter(.milliseconds(300), status: probeSucceeds ? 200 : 503, body: "{}")
        let upstream = ScriptedUpstream([
            "/x": [.respond(status: 503), .respond(status: 503), .respond(status: 503), probe, .respond(status: 200, body: "{}")]
        ])
        let clock = TestClock()
        try await withTransport(TransportConfiguration(retry: .none), now: clock.now) { client in
            try await withLoopbackServer(upstream.application) { baseURL in
                for _ in 0..<3 { _ = try? await client.get(baseURL + "/x", api: "test") }
                clock.advance(.seconds(31))
                let answers = await withTaskGroup(of: Bool.self) { group in
                    for _ in 0..<5 { group.addTask { (try? await client.get(baseURL + "/x", api: "test")) != nil } }
                    return await group.reduce(into: [Bool]()) { $0.append($1) }
                }
                if probeSucceeds {
                    #expect(answers.allSatisfy { $0 })
                    #expect(upstream.requestCount("/x") == 3 + 5)
                } else {
                    #expect(answers.allSatisfy { !$0 })
                    #expect(upstream.requestCount("/x") == 3 + 1)
                }
            }
        }
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
