import AlmanacCore

extension RequestBudget {
    /// Runs one request already taken from the budget (`take()`), charging every further attempt
    /// the transport makes to `mirrors` (each counts against the quota), and keeping every later
    /// request back until a 429's `Retry-After`. Launch Library 2's launches and agencies share it.
    func spending<Value>(
        on transport: UpstreamTransport, to mirrors: Mirrors, _ request: () async throws -> Value
    ) async throws -> Value {
        let hosts = Set(mirrors.bases.map(CircuitBreaker.host(of:)))
        let sentBefore = hosts.reduce(0) { $0 + transport.requestsStarted(to: $1) }
        defer { charge(hosts.reduce(0) { $0 + transport.requestsStarted(to: $1) } - sentBefore - 1) }
        do {
            return try await request()
        } catch let failure as UpstreamFailure {
            if case .rateLimited(_, let retryAfter) = failure { wait(retryAfter) }
            throw failure
        }
    }
}
