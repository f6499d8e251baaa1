import AlmanacCore
import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization

/// One request's client as the per-client limits see it (`TrustedProxies.client`), and whether
/// it reached the server over HTTPS (only a trusted proxy's `X-Forwarded-Proto` counts). Both are
/// worked out on first use: a page answered from the cache needs neither.
final class RequestClient: UpstreamClient {
    private let headers: HTTPFields
    private let peer: SocketAddress?
    private let proxies: TrustedProxies
    private let resolved = Mutex<(key: String, viaHTTPS: Bool)?>(nil)

    init(headers: HTTPFields, peer: SocketAddress?, proxies: TrustedProxies) {
        self.headers = headers
        self.peer = peer
        self.proxies = proxies
    }

    /// A client that is nobody in particular (a request built by a test without a peer).
    static let unknown = RequestClient(headers: [:], peer: nil, proxies: .loopback)

    /// The key its limits are counted under.
    var key: String { facts.key }

    /// Whether the visitor reached the server over HTTPS.
    var viaHTTPS: Bool { facts.viaHTTPS }

    static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!

    private var facts: (key: String, viaHTTPS: Bool) {
        resolved.withLock { known in
            if let known { return known }
            let peerAddress = peer?.ipAddress.flatMap { IPAddress($0) }
            let trusted = peerAddress.map(proxies.trusts) == true
            let facts = (
                key: proxies.client(forwardedFor: headers[values: TrustedProxies.forwardedFor], peer: peerAddress),
                viaHTTPS: trusted && headers[Self.forwardedProto]?.lowercased() == "https"
            )
            known = facts
            return facts
        }
    }
}
