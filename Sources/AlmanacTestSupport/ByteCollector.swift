import NIOCore
import Synchronization

/// Keeps every byte a test's raw connection receives; an error closes the connection.
final class ByteCollector: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    private let received = Mutex(ByteBuffer())

    var text: String { received.withLock { String(buffer: $0) } }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var buffer = unwrapInboundIn(data)
        received.withLock { $0.writeBuffer(&buffer) }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
