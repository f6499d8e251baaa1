import AlmanacCore
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 channel with the limits of `ConnectionLimits`: a client at its
/// connection limit has new connections closed at once; at the server's budget the connection
/// idle the longest makes room for a new one (`OpenConnections`); and each connection's header
/// and body clocks run (`SlowClientTimers`) beside Hummingbird's idle timeout.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value
    let http1: HTTP1Channel
    let limits: ConnectionLimits
    let proxies: TrustedProxies
    let perClient: ConnectionsPerClient?
    let open: OpenConnections?

    init(responder: @escaping HTTPChannelHandler.Responder, limits: ConnectionLimits, proxies: TrustedProxies) {
        http1 = HTTP1Channel(
            responder: responder,
            configuration: .init(additionalChannelHandlers: [SlowClientTimers.Parts()], idleTimeout: TimeAmount(limits.idleTimeout))
        )
        self.limits = limits
        self.proxies = proxies
        perClient = limits.perClient.map(ConnectionsPerClient.init(limit:))
        open = limits.total.map(OpenConnections.init(budget:))
    }

    /// A connection refused before any byte is read.
    struct Refused: Error {}

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        if let perClient, let peer = channel.remoteAddress?.ipAddress.flatMap({ IPAddress($0) }), !proxies.trusts(peer) {
            let client = TrustedProxies.key(peer)
            guard perClient.open(client) else {
                channel.close(promise: nil)
                return channel.eventLoop.makeFailedFuture(Refused())
            }
            channel.closeFuture.whenComplete { _ in perClient.close(client) }
        }
        if let open {
            open.opened(channel)
            channel.closeFuture.whenComplete { _ in open.closed(channel) }
        }
        do {
            let state = SlowClientTimers.State(
                headerTimeout: TimeAmount(limits.headerTimeout), bodyTimeout: TimeAmount(limits.bodyTimeout), open: open)
            try channel.pipeline.syncOperations.addHandler(SlowClientTimers.Bytes(state: state))
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return http1.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 with Almanac's connection limits.
    static func guardedHTTP1(limits: ConnectionLimits, proxies: TrustedProxies) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in GuardedHTTP1Channel(responder: responder, limits: limits, proxies: proxies) }
    }
}

extension TimeAmount {
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
