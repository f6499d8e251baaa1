import AlmanacCore
import AlmanacStore
import AlmanacUpstream
import Foundation
import Logging

/// The composition root: the only place that picks concrete stores, sources and transports.
struct Composition {
    let database: AppDatabase
    let launches: SQLiteLaunchStore
    let datasets: SQLiteDatasetStore
    let options: StoreOptions
    let logger: Logger

    /// Opens (and migrates) the store the options name.
    static func open(_ options: StoreOptions, defaultLogLevel: Logger.Level = .warning) throws -> Composition {
        var logger = Logger(label: "almanac") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = (options.logLevel ?? Environment.value("ALMANAC_LOG_LEVEL")).flatMap(Settings.logLevel) ?? defaultLogLevel
        let path = options.resolvedDatabasePath()
        let database: AppDatabase
        do {
            database = try AppDatabase.open(path: path)
        } catch {
            throw CommandFailure("the store at \(path) cannot be opened: \(error)")
        }
        return Composition(
            database: database, launches: SQLiteLaunchStore(database: database),
            datasets: SQLiteDatasetStore(database: database), options: options, logger: logger
        )
    }

    var spacexURL: String { options.resolvedSpaceXURL() ?? Settings.defaultSpaceXURL }

    /// Runs `body` with a transport for upstream calls, shutting it down afterwards.
    func withTransport<Result>(
        _ configuration: TransportConfiguration = TransportConfiguration(),
        _ body: (UpstreamTransport) async throws -> Result
    ) async throws -> Result {
        let transport = UpstreamTransport(configuration: configuration, logger: logger)
        do {
            let result = try await body(transport)
            try await transport.shutdown()
            return result
        } catch {
            try? await transport.shutdown()
            throw error
        }
    }

    /// Imports every dataset a snapshot directory holds; throws when it holds none.
    func importSnapshot(from directory: URL) async throws -> [String] {
        let spacex = SnapshotLaunchSource(directory: directory)
        guard spacex.isPresent else {
            throw CommandFailure("\(directory.path) holds no snapshot data (expected spacex/v4/*.json)")
        }
        let summary = try await SyncSpaceX(source: spacex, store: launches)()
        return ["SpaceX: \(summary.launches) launches, \(summary.rockets) rockets, \(summary.launchpads) launchpads"]
    }
}

/// A command that could not do its job, with the reason; exits non-zero.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
