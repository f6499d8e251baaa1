import AlmanacReplay
import ArgumentParser
import Foundation
import Hummingbird
import Logging

/// `almanac replay --snapshot DIR`: serve a snapshot at the upstream APIs' URL shapes, so Almanac
/// (or anything else) can be developed and demonstrated with no network.
struct ReplayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Serve a snapshot directory the way the upstream APIs answer (SpaceX, SWAPI in both shapes, Chuck Norris facts, Open-Meteo).",
        discussion: """
            Point Almanac at it, for example:
              almanac sync --spacex-url http://127.0.0.1:8090 --swapi-url http://127.0.0.1:8090/swapi.dev/api
              almanac weather search copen --geocoding-url http://127.0.0.1:8090 --forecast-url http://127.0.0.1:8090
            SWAPI answers swapi.dev-style pages under /swapi.dev/api and swapi.info-style arrays under /swapi.info/api.
            """
    )

    @Option(help: ArgumentHelp("The snapshot directory to serve.", valueName: "dir"), completion: .directory)
    var snapshot: String

    @Option(help: "Address to listen on.") var host = "127.0.0.1"
    @Option(help: "Port to listen on; 0 picks a free one.") var port = 8090
    @Option(help: ArgumentHelp("Wait this long before every answer, like a distant upstream.", valueName: "ms")) var latency = 0

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535 (got \(port))") }
        guard (0...60_000).contains(latency) else { throw ValidationError("--latency must be from 0 to 60000 ms (got \(latency))") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: snapshot, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--snapshot must name a snapshot directory (\(snapshot) is not one)")
        }
    }

    func run() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: URL(fileURLWithPath: snapshot), latency: .milliseconds(latency))
        let host = host
        let app = replay.application(host: host, port: port) { port in
            print("Replaying \(snapshot) at http://\(host):\(port) (SpaceX /v4, SWAPI /swapi.dev/api and /swapi.info/api, facts /jokes, Open-Meteo /v1/search and /v1/forecast)")
        }
        try await app.runService()
    }
}
