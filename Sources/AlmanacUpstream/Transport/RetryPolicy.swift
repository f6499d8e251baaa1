/// When and how long to wait before trying an upstream request again.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first one included.
    public var maxAttempts: Int
    /// Delay before the second attempt; doubles for each attempt after it.
    public var baseDelay: Duration
    /// The longest computed backoff.
    public var maxDelay: Duration
    /// The longest `Retry-After` we are willing to wait; a longer one ends the retries.
    public var maxRetryAfter: Duration
    /// Fraction of each backoff that is randomised (0…1) so clients do not retry in lockstep.
    public var jitter: Double

    public init(
        maxAttempts: Int = 3, baseDelay: Duration = .milliseconds(300), maxDelay: Duration = .seconds(5),
        maxRetryAfter: Duration = .seconds(30), jitter: Double = 0.5
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
        self.jitter = min(max(jitter, 0), 1)
    }

    /// Never retries: one attempt only.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// The wait after `attempt` (1-based) failed, or nil when no attempt is left or the upstream
    /// asks for a longer pause than we accept.
    public func delay(afterAttempt attempt: Int, retryAfter: Duration?, random: Double = .random(in: 0...1)) -> Duration? {
        guard attempt < maxAttempts else { return nil }
        if let retryAfter {
            return retryAfter <= maxRetryAfter ? retryAfter : nil
        }
        let exponential = baseDelay * (1 << min(attempt - 1, 20))
        let capped = min(exponential, maxDelay)
        // Full jitter on a fraction of the delay: the rest keeps the exponential shape.
        return capped * (1 - jitter) + capped * (jitter * random)
    }
}
