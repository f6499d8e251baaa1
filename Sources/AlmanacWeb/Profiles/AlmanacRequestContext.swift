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
    /// Who is asking, for per-client limits, and whether over HTTPS (`ClientMiddleware`).
    var client = RequestClient.unknown

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
        visitor = VisitorSession(mode: .local, profile: .local, profiles: nil)
    }
}
