import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import AlmanacStore
import AlmanacUpstream
import ArgumentParser
import Foundation

/// `almanac status`: every dataset's record counts, freshness, origin, last error and circuit.
struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show every dataset: records, when and where it was refreshed, the last error and the upstream circuits.",
        discussion: "Circuits live in a running server's memory: pass --server to ask one (its GET /api/v1/status)."
    )

    @Option(help: ArgumentHelp("A running `almanac serve` to ask instead of reading the store, e.g. http://127.0.0.1:8080.", valueName: "url"))
    var server: String?

    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    private struct Envelope: Decodable { let data: [DatasetStatusViewModel] }

    /// Every dataset's status as this store holds it (no circuits: those live in a server).
    static func stored(_ composition: Composition, environment: PresentationEnvironment) async throws -> [DatasetStatusViewModel] {
        try await composition.storedStatus(DatasetID.allCases).map { DatasetStatusViewModel($0, environment: environment, for: .operator) }
    }

    func validate() throws {
        if let server, URL(string: server)?.scheme.map({ ["http", "https"].contains($0) }) != true {
            throw ValidationError("--server must be an http or https URL such as http://127.0.0.1:8080 (got \"\(server)\")")
        }
    }

    func run() async throws {
        let composition = try await Composition.open(options)
        let statuses: [DatasetStatusViewModel]
        if let server {
            let url = (server.hasSuffix("/") ? String(server.dropLast()) : server) + APIRoute.status.href
            do {
                statuses = try await composition.withTransport(TransportConfiguration(requestTimeout: .seconds(10), retry: .none)) { transport in
                    try await transport.get(url, api: "almanac") { response throws(UpstreamFailure) in try response.decodeJSON(Envelope.self).data }
                }
            } catch {
                throw CommandFailure("\(server) did not answer with a status: \(error)")
            }
        } else {
            statuses = try await Self.stored(composition, environment: display.environment)
        }
        if display.json { return try JSONOutput.print(statuses) }
        for status in statuses {
            let origin = status.origin.map { " from \(status.originKind ?? "") \($0)" } ?? ""
            print("\(status.name, .strong)\(status.stale ? "  (stale)" : "", .warning)")
            print("  records     \(status.countsText)")
            print("  refreshed   \(status.age)\(status.refreshedAt.map { " (\($0))" } ?? "")\(origin)")
            print("  last error  \(status.lastError.map { "\($0) (\(status.lastErrorAt ?? ""))" } ?? "none", status.lastError == nil ? nil : .bad)")
            print("  circuit     \(status.circuitText)")
            if let deferred = status.deferred { print("  deferred    \(deferred, .warning)") }
        }
    }
}
