/// Who the upstream calls of the code running now are made for: set by the web server around
/// each request, read by the `UpstreamGate` the transports consult. Work that no request caused
/// (the background refresher, a CLI command) runs without one.
public struct UpstreamCaller: Sendable, Hashable {
    /// The client's address as the server keys its limits (an IPv6 client by its /64).
    public let client: String
    /// False for a HEAD request: it is answered from the store, never by asking an upstream.
    public let mayCallUpstream: Bool

    public init(client: String, mayCallUpstream: Bool = true) {
        self.client = client
        self.mayCallUpstream = mayCallUpstream
    }

    /// The caller of the task running now, if a request started it.
    @TaskLocal public static var current: UpstreamCaller?
}
