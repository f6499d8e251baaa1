import HTTPTypes
import Metrics
import NIOCore
import NIOHTTPTypes

/// The header and body timeouts of one connection, in two handlers around the HTTP decoder:
/// `SlowClientTimers.Bytes` sits first and sees the first byte of each request arrive, which
/// starts the header clock; `SlowClientTimers.Parts` sits after the decoder and sees the head
/// complete (header clock stops, body clock starts) and the request end (body clock stops). A
/// clock that runs out closes the connection. Idle keep-alive connections are Hummingbird's
/// idle timeout's business. Both handlers run on the connection's event loop and share `State`.
enum SlowClientTimers {
    final class State {
        enum Phase { case waiting, readingHead, readingBody, responding }
        private(set) var phase = Phase.waiting
        /// When the phase under way runs out; nil while no clock runs.
        private var deadline: NIODeadline?
        /// The one scheduled check, kept while any clock runs: a request moves the deadline, not
        /// the timer, so a busy connection costs two clock reads a request, not two timers.
        private var check: Scheduled<Void>?
        let headerTimeout: TimeAmount
        let bodyTimeout: TimeAmount
        /// The server's open connections, told when this one starts and ends a request.
        let open: OpenConnections?

        init(headerTimeout: TimeAmount, bodyTimeout: TimeAmount, open: OpenConnections? = nil) {
            self.headerTimeout = headerTimeout
            self.bodyTimeout = bodyTimeout
            self.open = open
        }

        func start(_ phase: Phase, _ timeout: TimeAmount, closing context: ChannelHandlerContext) {
            if self.phase == .waiting { open?.busy(context.channel) }
            self.phase = phase
            let deadline = NIODeadline.now() + timeout
            self.deadline = deadline
            if check == nil { schedule(at: deadline, closing: context.channel) }
        }

        func stop(entering phase: Phase, on channel: any Channel) {
            if phase == .waiting { open?.idle(channel) }
            self.phase = phase
            deadline = nil
        }

        func cancel() {
            check?.cancel()
            check = nil
            deadline = nil
        }

        private func schedule(at deadline: NIODeadline, closing channel: any Channel) {
            check = channel.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
                check = nil
                guard let current = self.deadline else { return }
                if NIODeadline.now() < current { return schedule(at: current, closing: channel) }
                Counter(label: "almanac_connections_timed_out_total", dimensions: [("phase", phase == .readingHead ? "header" : "body")]).increment()
                channel.close(promise: nil)
            }
        }
    }

    /// First in the pipeline: a byte arriving while no request is under way starts the header clock.
    final class Bytes: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = ByteBuffer
        let state: State

        init(state: State) { self.state = state }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            if state.phase == .waiting { state.start(.readingHead, state.headerTimeout, closing: context) }
            context.fireChannelRead(data)
        }

        func channelInactive(context: ChannelHandlerContext) {
            state.cancel()
            context.fireChannelInactive()
        }
    }

    /// After the decoder: a complete head stops the header clock and starts the body clock; the
    /// request's end stops it; the response's end waits for the next request.
    final class Parts: ChannelDuplexHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        typealias InboundOut = HTTPRequestPart
        typealias OutboundIn = HTTPResponsePart
        typealias OutboundOut = HTTPResponsePart
        private var state: State?

        func handlerAdded(context: ChannelHandlerContext) {
            state = try? context.pipeline.syncOperations.handler(type: Bytes.self).state
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            if let state {
                switch unwrapInboundIn(data) {
                case .head: state.start(.readingBody, state.bodyTimeout, closing: context)
                case .body: break
                case .end: state.stop(entering: .responding, on: context.channel)
                }
            }
            context.fireChannelRead(data)
        }

        func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
            if let state, case .end = unwrapOutboundIn(data), state.phase == .responding { state.stop(entering: .waiting, on: context.channel) }
            context.write(data, promise: promise)
        }
    }
}
