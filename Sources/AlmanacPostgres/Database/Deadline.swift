import AlmanacCore
import PostgresNIO
import Synchronization

/// Runs an operation against PostgreSQL for at most `limit`, then gives up on it without
/// waiting: postgres-nio's queries do not stop when their task is cancelled (the server ends
/// them at `statement_timeout`), and one on a connection that died may never return at all.
/// Waiting for a pooled connection does stop on cancellation, so that is asked too.
enum Deadline {
    /// The operation took longer than its limit.
    struct Exceeded: Error, CustomStringConvertible {
        let limit: Duration
        var description: String { "PostgreSQL did not answer within \(limit)" }
    }

    static func run<Result: Sendable>(
        _ limit: Duration, _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        let outcome = Outcome<Result>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                outcome.wait(with: continuation)
                let work = Task {
                    do { outcome.finish(.success(try await operation())) } catch { outcome.finish(.failure(error)) }
                }
                // An event loop's timer, not a sleeping task: cancelled, it is gone at once (a
                // cancelled sleep keeps its timer until the deadline, a request's worth of memory
                // for five seconds).
                let timer = PostgresConnection.defaultEventLoopGroup.any().scheduleTask(in: .nanoseconds(Int64(limit.wholeMilliseconds) * 1_000_000))
                {
                    if outcome.finish(.failure(Exceeded(limit: limit))) { work.cancel() }
                }
                outcome.onFinish { timer.cancel() }
            }
        } onCancel: {
            outcome.finish(.failure(CancellationError()))
        }
    }

    /// The first of the operation's result, the timer and a cancellation, delivered once.
    private final class Outcome<Result: Sendable>: Sendable {
        private struct State {
            var continuation: CheckedContinuation<Result, any Error>?
            var early: Swift.Result<Result, any Error>?
            var finished = false
            var onFinish: (@Sendable () -> Void)?
        }

        private let state = Mutex(State())

        func wait(with continuation: CheckedContinuation<Result, any Error>) {
            let early = state.withLock { state -> Swift.Result<Result, any Error>? in
                if let early = state.early { return early }
                state.continuation = continuation
                return nil
            }
            if let early { continuation.resume(with: early) }
        }

        func onFinish(_ action: @escaping @Sendable () -> Void) {
            let finished = state.withLock { state -> Bool in
                if state.finished { return true }
                state.onFinish = action
                return false
            }
            if finished { action() }
        }

        /// Delivers `result` unless another came first; true when it was delivered.
        @discardableResult
        func finish(_ result: Swift.Result<Result, any Error>) -> Bool {
            let taken = state.withLock {
                state -> (delivered: Bool, continuation: CheckedContinuation<Result, any Error>?, action: (@Sendable () -> Void)?) in
                guard !state.finished else { return (false, nil, nil) }
                state.finished = true
                let taken = (true, state.continuation, state.onFinish)
                if state.continuation == nil { state.early = result }
                state.continuation = nil
                state.onFinish = nil
                return taken
            }
            taken.continuation?.resume(with: result)
            taken.action?()
            return taken.delivered
        }
    }
}
