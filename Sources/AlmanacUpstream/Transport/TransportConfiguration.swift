/// Timeouts, retries and limits shared by every upstream client.
public struct TransportConfiguration: Sendable {
    /// How long to wait for a TCP (and TLS) connection.
    public var connectTimeout: Duration
    /// How long one attempt may take from request to the last byte of the body.
    public var requestTimeout: Duration
    public var retry: RetryPolicy
    /// Bodies larger than this are refused rather than read into memory.
    public var maxBodyBytes: Int
    /// When a failing host is skipped rather than waited on.
    public var circuitBreaker: CircuitBreakerPolicy

    public init(
        connectTimeout: Duration = .seconds(5), requestTimeout: Duration = .seconds(30),
        retry: RetryPolicy = RetryPolicy(), maxBodyBytes: Int = 32 * 1024 * 1024,
        circuitBreaker: CircuitBreakerPolicy = CircuitBreakerPolicy()
    ) {
        self.connectTimeout = connectTimeout
        self.requestTimeout = requestTimeout
        self.retry = retry
        self.maxBodyBytes = maxBodyBytes
        self.circuitBreaker = circuitBreaker
    }
}
