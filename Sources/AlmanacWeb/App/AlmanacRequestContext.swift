import AlmanacCore
import Hummingbird
import NIOCore

/// The context of every request: Hummingbird's, the peer's address, the client it stands for
/// (`FrontDoorMiddleware`: per-client limits), the visitor's profile session, which
/// `VisitorStep` sets before any route runs, and the viewer's zone and clock, which
/// its group's error middleware sets before a page or an API handler runs.
public struct AlmanacRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?
    var visitor: VisitorSession
    /// Who is asking, for per-client limits, and whether over HTTPS (`FrontDoorMiddleware`).
    var client = RequestClient.unknown
    var viewer = Viewer.unresolved
    /// The query string's parameters, kept by `FrontDoorMiddleware` and parsed when first read.
    var query = QueryValues.none

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
        visitor = VisitorSession(mode: .local, profile: .local, profiles: nil)
    }
}
