import Foundation
import Hummingbird

/// A loopback HTTP server that answers like the upstream APIs from a snapshot directory
/// (SpaceX at `/v4/…` for now), so clients are exercised over real HTTP without the internet.
public struct ReplayUpstream: Sendable {
    /// Request path → body, read once at start-up.
    let routes: [String: Data]

    /// Loads every file the snapshot has for the shapes this server replays.
    public init(snapshotDirectory: URL) throws {
        var routes: [String: Data] = [:]
        for name in ["company", "launches", "rockets", "launchpads"] {
            let file = snapshotDirectory.appendingPathComponent("spacex/v4/\(name).json")
            if FileManager.default.fileExists(atPath: file.path) {
                routes["/v4/\(name)"] = try Data(contentsOf: file)
            }
        }
        self.routes = routes
    }

    /// The server on `host:port` (port 0 picks a free one; `onRunning` learns which).
    public func application(
        host: String = "127.0.0.1", port: Int = 0,
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router()
        router.get("**") { request, _ -> Response in
            let path = request.uri.path.hasSuffix("/") && request.uri.path.count > 1
                ? String(request.uri.path.dropLast()) : request.uri.path
            guard let body = routes[path] else {
                return Self.json(status: .notFound, Data(#"{"error":"Not Found"}"#.utf8))
            }
            return Self.json(status: .ok, body)
        }
        return Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: "almanac-replay"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) }
        )
    }

    static func json(status: HTTPResponse.Status, _ body: Data) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
        )
    }
}
