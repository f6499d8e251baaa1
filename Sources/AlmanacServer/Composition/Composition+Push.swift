import AlmanacCore
import AlmanacPresentation
import AlmanacUpstream
import Foundation
import Logging
import Metrics

/// Reminders by Web Push, wired: the server's VAPID key (made on first start and kept in the
/// store, so every instance and every restart signs with the same one) and the sender.
extension Composition {
    /// The kept VAPID key, made and kept when the store has none (two instances starting at
    /// once keep the first one made).
    package func vapid(contact: String) async throws -> VAPID {
        if let stored = try await pushes.vapidKey(), let vapid = VAPID(storedKey: stored, subject: contact) { return vapid }
        let kept = try await pushes.keepVAPIDKey(VAPID(subject: contact).storedKey, replacing: false)
        guard let vapid = VAPID(storedKey: kept, subject: contact) else {
            throw CommandFailure("the store's VAPID key is not a P-256 private key; make a new one with `almanac vapid generate`")
        }
        return vapid
    }

    /// One push cycle: what is due now, planned from the store and sent.
    /// - Parameter reachingThisMachine: only for benchmarks, whose push service lives on loopback.
    package func pushSender(vapid: VAPID, reachingThisMachine: Bool = false) -> SendPushes {
        let delivery =
            reachingThisMachine
            ? WebPushSender(vapid: vapid, allows: { _ in true }, schemes: ["http", "https"]) : WebPushSender(vapid: vapid)
        return SendPushes(
            store: pushes, launches: launches, delivery: delivery, compose: PushMessage.json,
            weather: WeatherPushes(weather: weather, profiles: profiles, compose: WeatherPushMessage.json), now: now)
    }

    /// One push cycle every `interval`, counted at /metrics and logged when it did something.
    package func pushLoop(vapid: VAPID, interval: Duration = .seconds(60)) -> PushLoop {
        PushLoop(send: pushSender(vapid: vapid), interval: interval, logger: logger)
    }
}

/// The push sender's loop, run by the instance that refreshes (`BackgroundRefreshService`).
package struct PushLoop: Sendable {
    package let send: SendPushes
    package let interval: Duration
    package let logger: Logger

    package func run() async {
        while !Task.isCancelled {
            do {
                let cycle = try await send()
                Self.count(cycle)
                if cycle != SendPushes.Cycle() { logger.notice("pushed", metadata: ["summary": "\(cycle)"]) }
                for problem in cycle.problems { logger.warning("push not delivered", metadata: ["reason": "\(problem)"]) }
            } catch is CancellationError {
                return
            } catch {
                logger.warning("push cycle failed; the queue is kept for the next", metadata: ["error": "\(error)"])
            }
            try? await Task.sleep(for: interval)
        }
    }

    /// `almanac_pushes_total{outcome=…}`: sent, retried, failed (given up) and removed (the
    /// subscription was gone).
    private static func count(_ cycle: SendPushes.Cycle) {
        for (outcome, count) in [("sent", cycle.sent), ("retried", cycle.retried), ("failed", cycle.failed), ("removed", cycle.removed)] {
            Counter(label: "almanac_pushes_total", dimensions: [("outcome", outcome)]).increment(by: Int64(count))
        }
    }
}
