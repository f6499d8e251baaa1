import Foundation

/// What a transport's circuit breaker thinks of one upstream host, for status screens.
public struct HostCircuit: Hashable, Sendable {
    public enum State: String, CaseIterable, Hashable, Sendable, Codable {
        /// Requests go through.
        case closed
        /// The host failed too often: requests are refused at once until `openUntil`.
        case open
        /// The cool-down is over and one probe request is deciding.
        case halfOpen = "half-open"
    }

    /// `host:port` as the transport keys it.
    public let host: String
    public let state: State
    /// Failures in a row since the last success.
    public let consecutiveFailures: Int
    /// When an open circuit lets a probe through.
    public let openUntil: Date?
    /// The last failure the host gave, in words.
    public let lastFailure: String?

    public init(host: String, state: State, consecutiveFailures: Int, openUntil: Date?, lastFailure: String?) {
        self.host = host
        self.state = state
        self.consecutiveFailures = consecutiveFailures
        self.openUntil = openUntil
        self.lastFailure = lastFailure
    }
}

/// Something that can say what its circuit breakers think of each host (a transport).
public protocol CircuitReporter: Sendable {
    func circuits() -> [HostCircuit]
}
