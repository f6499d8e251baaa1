import Foundation
import Hummingbird

/// A loopback HTTP server that answers like the upstream APIs from a snapshot directory, so
/// clients are exercised over real HTTP without the internet:
/// - SpaceX at `/v4/company`, `/v4/launches`, `/v4/rockets`, `/v4/launchpads`;
/// - SWAPI at `/swapi.dev/api/…` (pages) and `/swapi.info/api/…` (bare arrays), see `SWAPIReplay`;
/// - Chuck Norris facts at `/jokes/…`, see `FactsReplay`;
/// - Open-Meteo at `/v1/search` and `/v1/forecast`, see `WeatherReplay`.
public struct ReplayUpstream: Sendable {
    /// SpaceX request path → body, read once at start-up.
    let spacex: [String: Data]
    let swapi: SWAPIReplay?
    let facts: FactsReplay?
    let weather: WeatherReplay?
    /// Added before every answer, to stand in for a distant upstream.
    let latency: Duration

    /// Loads every file the snapshot has for the shapes this server replays; `swapiPageSize`
    /// is swapi.dev's 10 unless a test wants more pages from a small fixture.
    public init(snapshotDirectory: URL, latency: Duration = .zero, swapiPageSize: Int = 10) throws {
        var spacex: [String: Data] = [:]
        for name in ["company", "launches", "rockets", "launchpads"] {
            let file = snapshotDirectory.appendingPathComponent("spacex/v4/\(name).json")
            if FileManager.default.fileExists(atPath: file.path) {
                spacex["/v4/\(name)"] = try Data(contentsOf: file)
            }
        }
        self.spacex = spacex
        self.swapi = try SWAPIReplay(snapshotDirectory: snapshotDirectory, pageSize: swapiPageSize)
        self.facts = try FactsReplay(snapshotDirectory: snapshotDirectory)
        self.weather = try WeatherReplay(snapshotDirectory: snapshotDirectory)
        self.latency = latency
    }

    /// The server on `host:port` (port 0 picks a free one; `onRunning` learns which).
    public func application(
        host: String = "127.0.0.1", port: Int = 0,
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router()
        router.get("**") { request, _ -> Response in
            if latency > .zero { try await Task.sleep(for: latency) }
            return answer(request)
        }
        return Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: "almanac-replay"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) }
        )
    }

    private func answer(_ request: Request) -> Response {
        let path = request.uri.path
        var query: [String: String] = [:]
        for (name, value) in request.uri.queryParameters { query[String(name)] = String(value) }
        if path.hasPrefix("/jokes/"), let facts {
            let (status, body) = facts.answer(path: path, query: query)
            return Self.json(status: HTTPResponse.Status(code: status), Data(body.utf8))
        }
        if let weather, let (status, body) = weather.answer(path: path, query: query) {
            return Self.json(status: HTTPResponse.Status(code: status), body)
        }
        for style in [SWAPIReplay.Style.paged, .complete] {
            let prefix = "/\(style.rawValue)/api/"
            guard path.hasPrefix(prefix), let swapi else { continue }
            let origin = "http://" + (request.head.authority ?? "127.0.0.1")
            let (status, body) = swapi.answer(style: style, path: String(path.dropFirst(prefix.count)), query: query, origin: origin)
            return Self.json(status: HTTPResponse.Status(code: status), Data(body.utf8))
        }
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        guard let body = spacex[trimmed] else {
            return Self.json(status: .notFound, Data(#"{"error":"Not Found"}"#.utf8))
        }
        return Self.json(status: .ok, body)
    }

    static func json(status: HTTPResponse.Status, _ body: Data) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
        )
    }
}
