import AlmanacCore
import Foundation
import Hummingbird

/// A loopback HTTP server that answers like the upstream APIs from a snapshot directory, so
/// clients are exercised over real HTTP without the internet:
/// - SpaceX at `/v4/company`, `/v4/launches`, `/v4/rockets`, `/v4/launchpads`, and `/v4/cores`
///   and `/v4/landpads` when the snapshot has them;
/// - SWAPI at `/swapi.dev/api/…` (pages) and `/swapi.info/api/…` (bare arrays), see `SWAPIReplay`;
/// - Chuck Norris facts at `/jokes/…`, see `FactsReplay`;
/// - Open-Meteo at `/v1/search` and `/v1/forecast`, see `WeatherReplay`;
/// - Launch Library 2 at `/2.2.0/launch/{upcoming,previous}/`, see `LaunchLibraryReplay`.
/// It misbehaves as its `ReplayFaults` say, which can change while it runs: from a test through
/// `control`, or over HTTP with `POST /_replay/faults` (`GET` shows them, `GET /_replay/stats`
/// counts the requests received, in all and per path).
public struct ReplayUpstream: Sendable {
    /// SpaceX request path → body, read once at start-up.
    let spacex: [String: Data]
    let swapi: SWAPIReplay?
    let facts: FactsReplay?
    let weather: WeatherReplay?
    let launchLibrary: LaunchLibraryReplay?
    /// The faults in force and the request count.
    public let control: ReplayControl
    /// The clock of the rate limit's one-second windows.
    let now: Now

    /// Loads every file the snapshot has for the shapes this server replays; `swapiPageSize`
    /// is swapi.dev's 10 unless a test wants more pages from a small fixture; `now` is the clock
    /// of the rate limit (a test stops it so every request falls in one second);
    /// `launchLibraryRequestsPerHour` is Launch Library's free tier (nil: no limit).
    public init(
        snapshotDirectory: URL, faults: ReplayFaults = ReplayFaults(), swapiPageSize: Int = 10, now: Now = .system,
        launchLibraryRequestsPerHour: Int? = nil
    ) throws {
        var spacex: [String: Data] = [:]
        for name in ["company", "launches", "rockets", "launchpads", "cores", "landpads"] {
            let file = snapshotDirectory.appendingPathComponent(SnapshotLayout.spacex(name))
            if FileManager.default.fileExists(atPath: file.path) {
                spacex["/v4/\(name)"] = try Data(contentsOf: file)
            }
        }
        self.spacex = spacex
        self.swapi = try SWAPIReplay(snapshotDirectory: snapshotDirectory, pageSize: swapiPageSize)
        self.facts = try FactsReplay(snapshotDirectory: snapshotDirectory)
        self.weather = try WeatherReplay(snapshotDirectory: snapshotDirectory)
        self.launchLibrary = try LaunchLibraryReplay(snapshotDirectory: snapshotDirectory, requestsPerHour: launchLibraryRequestsPerHour)
        self.control = ReplayControl(faults: faults)
        self.now = now
    }

    /// The server on `host:port` (port 0 picks a free one; `onRunning` learns which).
    public func application(
        host: String = "127.0.0.1", port: Int = 0,
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router()
        router.get("/_replay/faults") { _, _ in try Self.encoded(control.faults) }
        router.post("/_replay/faults") { request, _ -> Response in
            let body = try await request.body.collect(upTo: 64 * 1024)
            do {
                let faults = try JSONDecoder().decode(ReplayFaults.self, from: Data(body.readableBytesView))
                try faults.validate()
                control.faults = faults
                return try Self.encoded(faults)
            } catch {
                return Self.json(status: .badRequest, Data(#"{"error":"\#(String(describing: error))"}"#.utf8))
            }
        }
        router.get("/_replay/stats") { _, _ in try Self.encoded(Stats(requests: control.requestCount, byPath: control.requestsByPath)) }
        router.get("**") { request, _ -> Response in
            let (faults, overLimit) = control.admit(path: request.uri.path, at: now())
            // Accept and never answer while the stall lasts: the client's timeout is its way out.
            while control.faults.stall { try await Task.sleep(for: .milliseconds(50)) }
            if faults.latency > .zero { try await Task.sleep(for: faults.latency) }
            if overLimit {
                var response = Self.json(status: .tooManyRequests, Data(#"{"error":"Too Many Requests"}"#.utf8))
                response.headers[.retryAfter] = "1"
                return response
            }
            if Self.roll(faults.errorRate) {
                return Self.json(status: HTTPResponse.Status(code: faults.errorStatus), Data(#"{"error":"injected failure"}"#.utf8))
            }
            let (status, body, retryAfter) = answer(request)
            guard status == .ok else {
                var response = Self.json(status: status, body)
                if let retryAfter { response.headers[.retryAfter] = String(retryAfter) }
                return response
            }
            guard !faults.spoilsBodies else { return Self.misbehave(body, faults) }
            // Like a real CDN: an ETag on every body, 304 when the client already has it.
            let etag = "\"" + StableHash.fnv1a64(body) + "\""
            if request.headers[.ifNoneMatch] == etag { return Response(status: .notModified, headers: [.eTag: etag]) }
            var response = Self.json(status: .ok, body)
            response.headers[.eTag] = etag
            return response
        }
        return Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: "almanac-replay"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) }
        )
    }

    /// The recorded answer to a request, as status, body and (for a 429) the seconds to wait.
    private func answer(_ request: Request) -> (HTTPResponse.Status, Data, Int?) {
        let path = request.uri.path
        var query: [String: String] = [:]
        for (name, value) in request.uri.queryParameters { query[String(name)] = String(value) }
        let origin = "http://" + (request.head.authority ?? "127.0.0.1")
        if let launchLibrary, let (status, body, retryAfter) = launchLibrary.answer(path: path, query: query, origin: origin, now: now()) {
            return (HTTPResponse.Status(code: status), Data(body.utf8), retryAfter)
        }
        if path.hasPrefix("/jokes/"), let facts {
            let (status, body) = facts.answer(path: path, query: query)
            return (HTTPResponse.Status(code: status), Data(body.utf8), nil)
        }
        if let weather, let (status, body) = weather.answer(path: path, query: query) {
            return (HTTPResponse.Status(code: status), body, nil)
        }
        for style in [SWAPIReplay.Style.paged, .complete] {
            let prefix = "/\(style.rawValue)/api/"
            guard path.hasPrefix(prefix), let swapi else { continue }
            let (status, body) = swapi.answer(style: style, path: String(path.dropFirst(prefix.count)), query: query, origin: origin)
            return (HTTPResponse.Status(code: status), Data(body.utf8), nil)
        }
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        guard let body = spacex[trimmed] else { return (.notFound, Data(#"{"error":"Not Found"}"#.utf8), nil) }
        return (.ok, body, nil)
    }

    /// A good answer spoiled as the faults say: drifted, malformed, cut off, or dropped.
    private static func misbehave(_ body: Data, _ faults: ReplayFaults) -> Response {
        var body = body
        if faults.drift { body = SchemaDrift.apply(to: body) }
        if roll(faults.malformedRate) {
            // What a proxy's error page pasted into a JSON answer looks like.
            body = body.prefix(body.count / 2) + Data("<html><body>502 Bad Gateway</body></html>".utf8)
        }
        if roll(faults.resetRate) { return dropped(body, after: 0) }
        if roll(faults.truncateRate) { return dropped(body, after: body.count / 2) }
        return json(status: .ok, body)
    }

    /// Announces the whole body, sends `after` bytes of it, then drops the connection.
    private static func dropped(_ body: Data, after count: Int) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(contentLength: body.count) { writer in
                if count > 0 { try await writer.write(ByteBuffer(bytes: body.prefix(count))) }
                throw ConnectionDropped()
            }
        )
    }

    private struct ConnectionDropped: Error {}

    private static func roll(_ rate: Double) -> Bool { rate > 0 && Double.random(in: 0..<1) < rate }

    /// What `/_replay/stats` answers: the requests received, in all and per path.
    struct Stats: Encodable {
        let requests: Int
        let byPath: [String: Int]
    }

    private static func encoded(_ value: some Encodable) throws -> Response {
        json(status: .ok, try JSONEncoder().encode(value))
    }

    static func json(status: HTTPResponse.Status, _ body: Data) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
        )
    }
}
