import AlmanacCore
import Hummingbird
import NIOCore

/// The context of every request: Hummingbird's, the peer's address, the client it stands for
/// (`ClientMiddleware`: per-client limits) and the visitor's profile session, which
/// `ProfileMiddleware` sets before any route runs.
public struct AlmanacRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?
    var visitor: VisitorSession
    /// The client's key for per-client limits (`TrustedProxies.client`).
    var client = "unknown"
    /// Whether the visitor reached the server over HTTPS (a trusted proxy's `X-Forwarded-Proto`).
    var viaHTTPS = false

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
        visitor = VisitorSession(mode: .local, profile: .local, profiles: nil)
    }
}
