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
        abstract:
            "Serve a snapshot directory the way the upstream APIs answer (SpaceX, Launch Library 2, SWAPI in both shapes, Chuck Norris facts, Open-Meteo).",
        discussion: """
            Point Almanac at it, for example:
              almanac sync --spacex-url http://127.0.0.1:8090 --swapi-url http://127.0.0.1:8090/swapi.dev/api
              almanac sync ll2 --ll2-url http://127.0.0.1:8090
              almanac weather search copen --geocoding-url http://127.0.0.1:8090 --forecast-url http://127.0.0.1:8090
            SWAPI answers swapi.dev-style pages under /swapi.dev/api and swapi.info-style arrays under /swapi.info/api.
            Fault flags make it misbehave like a real upstream; rates are probabilities from 0 to 1.
            """
    )

    @Option(help: ArgumentHelp("The snapshot directory to serve.", valueName: "dir"), completion: .directory)
    var snapshot: String

    @Option(help: "Address to listen on.") var host = "127.0.0.1"
    @Option(help: "Port to listen on; 0 picks a free one.") var port = 8090
    @Option(help: ArgumentHelp("Wait this long before every answer, like a distant upstream.", valueName: "ms")) var latency = 0
    @Option(name: .customLong("error-rate"), help: ArgumentHelp("Answer this share of requests (0 to 1) with --error-status.", valueName: "p"))
    var errorRate = 0.0
    @Option(name: .customLong("error-status"), help: ArgumentHelp("The status of injected errors.", valueName: "status")) var errorStatus = 503
    @Option(name: .customLong("reset-rate"), help: ArgumentHelp("Drop this share of connections before the body.", valueName: "p")) var resetRate =
        0.0
    @Option(name: .customLong("truncate-rate"), help: ArgumentHelp("Cut this share of bodies off halfway.", valueName: "p")) var truncateRate = 0.0
    @Option(name: .customLong("malformed-rate"), help: ArgumentHelp("Send this share of bodies as broken JSON.", valueName: "p")) var malformedRate =
        0.0
    @Flag(help: "Schema drift: text fields of records arrive as numbers.") var drift = false
    @Option(name: .customLong("rate-limit"), help: ArgumentHelp("Answer 429 with Retry-After beyond this many requests per second.", valueName: "n"))
    var rateLimit: Int?
    @Flag(help: "Accept requests and never answer them.") var stall = false
    @Option(
        name: .customLong("ll2-requests-per-hour"),
        help: ArgumentHelp(
            "Launch Library 2: answer 429 with Retry-After beyond this many requests an hour (its free tier: about 15).", valueName: "n"))
    var launchLibraryRequestsPerHour: Int?

    private var faults: ReplayFaults {
        var faults = ReplayFaults()
        faults.latency = .milliseconds(latency)
        (faults.errorRate, faults.errorStatus, faults.resetRate) = (errorRate, errorStatus, resetRate)
        (faults.truncateRate, faults.malformedRate, faults.drift) = (truncateRate, malformedRate, drift)
        (faults.rateLimit, faults.stall) = (rateLimit, stall)
        return faults
    }

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535 (got \(port))") }
        guard (0...60_000).contains(latency) else { throw ValidationError("--latency must be from 0 to 60000 ms (got \(latency))") }
        if let perHour = launchLibraryRequestsPerHour, perHour < 1 {
            throw ValidationError("--ll2-requests-per-hour must be 1 or more (got \(perHour))")
        }
        do {
            try faults.validate()
        } catch {
            throw ValidationError("--\(error.description)")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: snapshot, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--snapshot must name a snapshot directory (\(snapshot) is not one)")
        }
    }

    func run() async throws {
        let replay = try ReplayUpstream(
            snapshotDirectory: URL(fileURLWithPath: snapshot), faults: faults, launchLibraryRequestsPerHour: launchLibraryRequestsPerHour
        )
        let host = host
        let faults = faults
        let app = replay.application(host: host, port: port) { port in
            print(
                "Replaying \(snapshot) at http://\(host):\(port) (SpaceX /v4, Launch Library 2 /2.2.0/launch, SWAPI /swapi.dev/api and /swapi.info/api, facts /jokes, Open-Meteo /v1/search and /v1/forecast)"
            )
            if !faults.isHealthy { print("Faults: \(String(decoding: (try? JSONEncoder().encode(faults)) ?? Data(), as: UTF8.self))") }
            print("Change faults while it runs: curl -X POST http://\(host):\(port)/_replay/faults -d '{\"stall\":true}' (GET shows them)")
        }
        try await app.runService()
    }
}
