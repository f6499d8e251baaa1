import NIOCore
import NIOPosix
import Synchronization

/// Sends bytes exactly as given to a loopback server and reads its whole answer: for requests a
/// well-behaved client would never send (a foreign `Host`, a malformed request line).
public enum RawHTTP {
    /// The raw answer, headers and body, read until the server closes the connection. The
    /// request should ask for `Connection: close`.
    public static func exchange(port: Int, _ request: String) async throws -> String {
        let collector = ByteCollector()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(collector) }
            }
            .connect(host: "127.0.0.1", port: port)
            .get()
        try await channel.writeAndFlush(ByteBuffer(string: request))
        try await channel.closeFuture.get()
        return collector.text
    }

    /// The status code of a raw answer (`HTTP/1.1 421 …` → 421), or nil when there was none.
    public static func status(of answer: String) -> Int? {
        let parts = answer.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/") else { return nil }
        return Int(parts[1])
    }
}
