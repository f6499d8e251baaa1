import AlmanacCore
import AlmanacWeb
import Foundation

/// What `serve` needs besides the store, resolved.
package struct ServeConfiguration: Sendable {
    package var web: WebConfiguration
    /// Imported at start for the datasets the store does not hold yet.
    package var snapshot: URL?
    package var imageCache: URL
    /// Visitor profiles unused this long are deleted.
    package var profileMaxAge: Duration = .seconds(180 * 24 * 3600)
    /// Upstream calls each client may cause a minute (a third of it at once); nil: no limit.
    package var upstreamRequestsPerMinute: Int? = 60
    /// Images each client may have the proxy fetch a minute (half of it at once); nil: no limit.
    package var imageRequestsPerMinute: Int? = 240
    /// Forecasts the refresher fetches per forecast max age at most.
    package var forecastsPerCycle = 200
    /// Whether reminders are sent by Web Push.
    package var push = true
    /// The VAPID subject: who a push service may contact.
    package var pushContact = "mailto:almanac@localhost"

    package init(
        web: WebConfiguration, snapshot: URL? = nil, imageCache: URL, profileMaxAge: Duration = .seconds(180 * 24 * 3600),
        upstreamRequestsPerMinute: Int? = 60, imageRequestsPerMinute: Int? = 240, forecastsPerCycle: Int = 200, push: Bool = true,
        pushContact: String = "mailto:almanac@localhost"
    ) {
        self.web = web
        self.snapshot = snapshot
        self.imageCache = imageCache
        self.profileMaxAge = profileMaxAge
        self.upstreamRequestsPerMinute = upstreamRequestsPerMinute
        self.imageRequestsPerMinute = imageRequestsPerMinute
        self.forecastsPerCycle = forecastsPerCycle
        self.push = push
        self.pushContact = pushContact
    }

    /// The gate every upstream call a request causes passes.
    package func upstreamGate(now: Now) -> UpstreamGate {
        UpstreamGate(
            data: upstreamRequestsPerMinute.map { TokenBuckets(capacity: max(1, $0 / 3), refill: $0, per: .seconds(60), now: now) },
            image: imageRequestsPerMinute.map { TokenBuckets(capacity: max(1, $0 / 2), refill: $0, per: .seconds(60), now: now) }
        )
    }
}
