/// The one gate in front of every upstream call a request can cause. The transports ask it
/// before the first attempt of each call, whatever route, method or spelling of a path led
/// there: a request's caller (`UpstreamCaller.current`) takes one from its client's bucket of
/// that kind of call, or the call is refused before it leaves. Calls no request caused (the
/// background refresher, the CLI) pass.
public final class UpstreamGate: Sendable {
    /// What kind of call: the APIs' data, or an image for the proxy (a page shows many at once).
    public enum Kind: String, Sendable, CaseIterable {
        case data, image
    }

    private let data: TokenBuckets?
    private let image: TokenBuckets?

    /// - Parameters:
    ///   - data: each client's bucket of API calls (nil: no limit).
    ///   - image: each client's bucket of image fetches (nil: no limit).
    public init(data: TokenBuckets?, image: TokenBuckets?) {
        self.data = data
        self.image = image
    }

    /// A gate that limits nothing but still keeps HEAD requests off the upstreams.
    public static let unlimited = UpstreamGate(data: nil, image: nil)

    /// The limit on `kind`, for messages and documentation.
    public func buckets(for kind: Kind) -> TokenBuckets? {
        switch kind {
        case .data: data
        case .image: image
        }
    }

    /// Lets a call of `kind` go out for the current caller, or throws: `UpstreamFailure.notAsked`
    /// for a request that may not call upstreams (HEAD; the use cases answer from the store as
    /// for any upstream failure), `UpstreamBudgetExceeded` when the client's bucket is empty
    /// (the request is refused with 429, so nothing is answered as if the upstream had failed).
    public func admit(_ kind: Kind, url: String) throws {
        guard let caller = UpstreamCaller.current else { return }
        guard caller.mayCallUpstream else { throw UpstreamFailure.notAsked(url: url, reason: "a HEAD request is answered from the store") }
        guard let buckets = buckets(for: kind), let wait = buckets.take(caller.client) else { return }
        throw UpstreamBudgetExceeded(kind: kind, retryAfter: wait, capacity: buckets.capacity, refill: buckets.refill, interval: buckets.interval)
    }
}

/// A client asked for more upstream calls than its budget allows; it may ask again after
/// `retryAfter`. Not an `UpstreamFailure`: nothing failed upstream, and no fallback should hide it.
public struct UpstreamBudgetExceeded: Error, Hashable, Sendable, CustomStringConvertible {
    public let kind: UpstreamGate.Kind
    public let retryAfter: Duration
    public let capacity: Int
    public let refill: Int
    public let interval: Duration

    public var description: String {
        let what = kind == .image ? "image fetches" : "searches, lookups and refreshes"
        return
            "too many \(what) from your address (\(refill) per \(Int(interval.seconds)) s, \(capacity) at once); try again in \(max(1, retryAfter.components.seconds)) s"
    }
}
