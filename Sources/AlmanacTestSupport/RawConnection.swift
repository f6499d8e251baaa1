import NIOCore
import NIOPosix
import Synchronization

/// One TCP connection to a test server, driven byte by byte: for the tests of slow and idle
/// clients. It may start from another loopback address (`127.0.0.2`) to play another client.
public final class RawConnection: Sendable {
    private let channel: any Channel
    private let collector: ByteCollector

    private init(channel: any Channel, collector: ByteCollector) {
        self.channel = channel
        self.collector = collector
    }

    /// Connects to `127.0.0.1:port`, from `source` (an address of this machine) when given.
    public static func open(port: Int, from source: String? = nil) async throws -> RawConnection {
        let collector = ByteCollector()
        var bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(collector) }
            }
        if let source { bootstrap = bootstrap.bind(to: try SocketAddress(ipAddress: source, port: 0)) }
        let channel = try await bootstrap.connect(host: "127.0.0.1", port: port).get()
        return RawConnection(channel: channel, collector: collector)
    }

    /// Sends `text` as it is.
    public func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text))
    }

    /// Whether the server closed the connection within `limit` (answers at the close, not at the limit).
    public func isClosed(within limit: Duration) async -> Bool {
        let loop = channel.eventLoop
        let promise = loop.makePromise(of: Bool.self)
        // Both callbacks run on the channel's event loop: the first one answers.
        let answered = NIOLoopBoundBox.makeBoxSendingValue(false, eventLoop: loop)
        let answer: @Sendable (Bool) -> Void = { closed in
            guard !answered.value else { return }
            answered.value = true
            promise.succeed(closed)
        }
        channel.closeFuture.whenComplete { _ in answer(true) }
        let (seconds, attoseconds) = limit.components
        let timer = loop.scheduleTask(in: .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)) { answer(false) }
        let closed = (try? await promise.futureResult.get()) ?? false
        timer.cancel()
        return closed
    }

    /// Whether `text` arrives from the server within `limit` (answers when it does, or when the
    /// connection ends first; a generous limit costs a test nothing when the server is quick).
    public func receives(_ text: String, within limit: Duration) async -> Bool {
        let loop = channel.eventLoop
        let (seconds, attoseconds) = limit.components
        let arrival = collector.arrival(of: text, on: loop)
        let promise = loop.makePromise(of: Bool.self)
        arrival.cascade(to: promise)
        let timer = loop.scheduleTask(in: .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)) { promise.succeed(false) }
        let arrived = (try? await promise.futureResult.get()) ?? false
        timer.cancel()
        return arrived
    }

    /// Whether the connection is still open now.
    public var isOpen: Bool { channel.isActive }

    /// Everything received so far.
    public var received: String { collector.text }

    public func close() async {
        try? await channel.close()
    }
}
