import NIOCore
import NIOPosix

/// A loopback TCP server that accepts each connection and resets it (RST) as soon as the
/// request arrives, without answering: the "connection reset by peer" an overloaded upstream
/// or a middlebox produces.
public enum ResettingServer {
    /// Runs `body` with the server's base URL (`http://127.0.0.1:PORT`), then stops the server.
    public static func with<Result: Sendable>(_ body: (_ baseURL: String) async throws -> Result) async throws -> Result {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(ResetOnRead()) }
            }
            .bind(host: "127.0.0.1", port: 0)
            .get()
        let port = channel.localAddress?.port ?? 0
        do {
            let result = try await body("http://127.0.0.1:\(port)")
            try await channel.close()
            return result
        } catch {
            try? await channel.close()
            throw error
        }
    }

    private final class ResetOnRead: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            // SO_LINGER with a zero timeout turns the close into a reset.
            if let options = context.channel as? any SocketOptionProvider {
                _ = options.setSoLinger(linger(l_onoff: 1, l_linger: 0))
            }
            context.close(promise: nil)
        }
    }
}
