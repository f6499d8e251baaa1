import NIOCore
import NIOPosix
import Synchronization

/// A TCP listener on this machine's loopback addresses (127.0.0.1 and ::1, one port) that only
/// counts the connections it accepts: the proof that a request aimed at this machine was never
/// made, whatever it carried.
public final class CanaryListener: Sendable {
    private let accepted = Mutex(0)

    public init() {}

    /// How many connections reached it so far.
    public var connections: Int { accepted.withLock { $0 } }

    /// Runs `body` with the listener's port, then stops listening.
    public func listen<Result: Sendable>(_ body: (_ port: Int) async throws -> Result) async throws -> Result {
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                self.accepted.withLock { $0 += 1 }
                return channel.close()
            }
        let ipv4 = try await bootstrap.bind(host: "127.0.0.1", port: 0).get()
        let port = ipv4.localAddress?.port ?? 0
        // ::1 on the same port when the machine has IPv6 loopback.
        let ipv6 = try? await bootstrap.bind(host: "::1", port: port).get()
        defer {
            ipv4.close(promise: nil)
            ipv6?.close(promise: nil)
        }
        return try await body(port)
    }
}
