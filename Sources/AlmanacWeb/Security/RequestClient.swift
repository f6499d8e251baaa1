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
    private let resolvedKey = Mutex<String?>(nil)

    init(headers: HTTPFields, peer: SocketAddress?, proxies: TrustedProxies) {
        self.headers = headers
        self.peer = peer
        self.proxies = proxies
    }

    /// A client that is nobody in particular (a request built by a test without a peer).
    static let unknown = RequestClient(headers: [:], peer: nil, proxies: .loopback)

    /// The key its limits are counted under, worked out once.
    var key: String {
        resolvedKey.withLock { known in
            if let known { return known }
            let key = proxies.client(forwardedFor: headers[values: TrustedProxies.forwardedFor], peer: peerAddress)
            known = key
            return key
        }
    }

    /// Whether the visitor reached the server over HTTPS: asked of every request with a profile,
    /// so a request without the header (most) answers without parsing the peer's address.
    var viaHTTPS: Bool {
        guard let proto = headers[Self.forwardedProto], proto.lowercased() == "https" else { return false }
        return peerAddress.map(proxies.trusts) == true
    }

    static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!

    private var peerAddress: IPAddress? { peer?.ipAddress.flatMap { IPAddress($0) } }
}
