import NIOCore
import NIOPosix

/// One TCP connection to a test server, driven byte by byte: for the tests of slow and idle
/// clients. It may start from another loopback address (`127.0.0.2`) to play another client.
public final class RawConnection: Sendable {
    private let channel: any Channel
    private let collector: ByteCollector

    private init(channel: any Channel, collector: ByteCollector) {
        self.channel = channel
        self.collector = collector
    }

    /// Connects to `127.0.0.1:port`, from `source` (an address of this machine) when given, and
    /// sends `firstBytes` when given. They are written on the connection's event loop as soon as
    /// it connects, not after the test task is next scheduled: under the full suite's load that
    /// took over 2 s once, and a server's header clock closed the connection before they were sent.
    public static func open(port: Int, from source: String? = nil, sending firstBytes: String? = nil) async throws -> RawConnection {
        let collector = ByteCollector()
        var bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(collector) }
            }
        if let source { bootstrap = bootstrap.bind(to: try SocketAddress(ipAddress: source, port: 0)) }
        let channel = try await bootstrap.connect(host: "127.0.0.1", port: port).flatMap { channel in
            guard let firstBytes else { return channel.eventLoop.makeSucceededFuture(channel) }
            return channel.writeAndFlush(ByteBuffer(string: firstBytes)).map { channel }
        }.get()
        return RawConnection(channel: channel, collector: collector)
    }

    /// Sends `text` as it is.
    public func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text))
    }

    /// Whether the server closed the connection within `limit` (answers at the close, not at the limit).
    public func isClosed(within limit: Duration) async -> Bool {
        await answer(channel.closeFuture.map { true }.recover { _ in true }, within: limit)
    }

    /// Whether `text` arrives from the server within `limit` (answers when it does, or when the
    /// connection ends first; a generous limit costs a test nothing when the server is quick).
    public func receives(_ text: String, within limit: Duration) async -> Bool {
        await answer(collector.arrival(of: text, on: channel.eventLoop), within: limit)
    }

    /// What `event` answers, or false once `limit` has passed without it (a promise keeps its
    /// first answer, so the later of the two is ignored).
    private func answer(_ event: EventLoopFuture<Bool>, within limit: Duration) async -> Bool {
        let loop = channel.eventLoop
        let promise = loop.makePromise(of: Bool.self)
        event.cascade(to: promise)
        let (seconds, attoseconds) = limit.components
        let timer = loop.scheduleTask(in: .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)) { promise.succeed(false) }
        let answered = (try? await promise.futureResult.get()) ?? false
        timer.cancel()
        return answered
    }

    /// Whether the connection is still open now.
    public var isOpen: Bool { channel.isActive }

    /// Everything received so far.
    public var received: String { collector.text }

    public func close() async {
        try? await channel.close()
    }
}
