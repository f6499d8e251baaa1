import NIOCore
import Synchronization

/// Keeps every byte a test's raw connection receives; an error closes the connection.
final class ByteCollector: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer

    private struct State {
        var received = ByteBuffer()
        /// Waiting for a text to arrive: answered true when it does, false when the connection ends.
        var waiters: [(text: String, promise: EventLoopPromise<Bool>)] = []
    }

    private let state = Mutex(State())

    var text: String { state.withLock { String(buffer: $0.received) } }

    /// True once `text` is among the bytes received, false if the connection ends first.
    func arrival(of text: String, on loop: any EventLoop) -> EventLoopFuture<Bool> {
        let promise = loop.makePromise(of: Bool.self)
        let arrived = state.withLock { state in
            if String(buffer: state.received).contains(text) { return true }
            state.waiters.append((text, promise))
            return false
        }
        if arrived { promise.succeed(true) }
        return promise.futureResult
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var buffer = unwrapInboundIn(data)
        let arrived = state.withLock { state -> [(text: String, promise: EventLoopPromise<Bool>)] in
            state.received.writeBuffer(&buffer)
            guard !state.waiters.isEmpty else { return [] }
            let text = String(buffer: state.received)
            let split = state.waiters.partition { !text.contains($0.text) }
            defer { state.waiters.removeFirst(split) }
            return Array(state.waiters[..<split])
        }
        for waiter in arrived { waiter.promise.succeed(true) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        let waiting = state.withLock { state in
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiting { waiter.promise.succeed(false) }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
