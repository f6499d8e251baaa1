/// Thrown when `withTimeout` gives up.
struct TimeoutError: Error {}

/// Runs `operation`, cancelling it and throwing `TimeoutError` if it takes longer than `limit`.
func withTimeout<Result: Sendable>(
    _ limit: Duration, _ operation: @escaping @Sendable () async throws -> Result
) async throws -> Result {
    try await withThrowingTaskGroup(of: Result.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: limit)
            throw TimeoutError()
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw TimeoutError() }
        return first
    }
}
