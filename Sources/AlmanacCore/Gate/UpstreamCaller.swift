import Synchronization

/// Who the upstream calls of the code running now are made for: set by the web server around
/// each request, read by the `UpstreamGate` the transports consult. Work that no request caused
/// (the background refresher, a CLI command) runs without one.
public struct UpstreamCaller: Sendable {
    /// False for a HEAD request: it is answered from the store, never by asking an upstream.
    public let mayCallUpstream: Bool
    private let identity: any UpstreamClient
    /// How many upstream fetches the request's work sent (not those its circuits refused: the
    /// next request would not send them either).
    private let fetches: Fetches

    public init(_ identity: any UpstreamClient, mayCallUpstream: Bool = true) {
        self.identity = identity
        self.mayCallUpstream = mayCallUpstream
        fetches = Fetches()
    }

    /// Notes that the request's work asked an upstream: what it then shows depends on how that
    /// went, so it is not kept for the next request (`PersonalAnswers`), which must ask again.
    public func noteFetch() { fetches.count.add(1, ordering: .relaxed) }

    /// How many fetches the request's work has sent so far.
    public var fetchesSent: Int { fetches.count.load(ordering: .relaxed) }

    private final class Fetches: Sendable {
        let count = Atomic<Int>(0)
    }

    /// A caller known by a fixed key (tests, tools).
    public init(client: String, mayCallUpstream: Bool = true) {
        self.init(FixedClient(key: client), mayCallUpstream: mayCallUpstream)
    }

    /// The client's key for its budgets (an IPv6 client by its /64).
    public var client: String { identity.key }

    /// The caller of the task running now, if a request started it.
    @TaskLocal public static var current: UpstreamCaller?

    private struct FixedClient: UpstreamClient {
        let key: String
    }
}

/// Who a request came from, as budgets count it. Worked out only when a budget asks: most
/// requests are answered from the store and never do.
public protocol UpstreamClient: Sendable {
    var key: String { get }
}
