/// The store could not answer in time, or lost its connection (a PostgreSQL restart, a
/// failover): the request may succeed a moment later or on another instance. Pages and the API
/// answer 503 with `Retry-After`, which a load balancer retries elsewhere.
public struct StoreTemporarilyUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
    public let reason: String

    public init(reason: String) { self.reason = reason }

    public var description: String { "the store is unavailable for a moment: \(reason)" }
}
