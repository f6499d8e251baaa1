import ServiceLifecycle
import Synchronization

/// Hands the memory a busy stretch freed back to the system (`FreedMemory`) once no request has
/// begun for a whole `interval`, then waits for the next stretch.
///
/// Requests at once each build their answer in memory of their own, and a first request of a
/// list builds its read model; when they end, glibc keeps what they freed inside its heaps. So
/// the server's resident size stayed at its busiest moment's: after every route of
/// `benchmarks/pages` was asked once, the server's own memory stayed at 87 MB for the next
/// 400,000 requests; handed back in the pauses, it stayed at 53–60 MB. Handing it back walks
/// the heaps with each one locked in turn, so it is done in a pause, where few requests can wait
/// for it, and not while requests keep coming (the freed blocks are then reused as they are).
struct MemoryReleaseWhenQuiet: Service {
    let activity: RequestActivity
    var interval: Duration = .seconds(1)
    var release: @Sendable () -> Void = { FreedMemory.release() }

    func run() async throws {
        await cancelWhenGracefulShutdown {
            var quiet = QuietAfterWork()
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                if quiet.fellQuiet(begun: activity.begun) { release() }
            }
        }
    }
}

/// How many requests the server has begun: `FrontDoorMiddleware` counts each.
final class RequestActivity: Sendable {
    private let count = Atomic<Int>(0)

    func noteRequest() { count.add(1, ordering: .relaxed) }

    var begun: Int { count.load(ordering: .relaxed) }
}

/// Whether the server just fell quiet, from the count of requests read once an interval: true
/// for the first interval in which nothing new began after one in which something did, and
/// only then (a server quiet for hours releases once, one always busy never).
struct QuietAfterWork {
    private var lastCount = 0
    private var releasedAt = 0

    mutating func fellQuiet(begun count: Int) -> Bool {
        defer { lastCount = count }
        guard count == lastCount, count != releasedAt else { return false }
        releasedAt = count
        return true
    }
}
