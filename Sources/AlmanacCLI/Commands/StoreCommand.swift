import AlmanacCore
import AlmanacServer
import AlmanacUpstream
import ArgumentParser
import Foundation

/// `almanac store`: operations on a whole store.
struct StoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store", abstract: "Operations on a whole store.", subcommands: [StoreCopyCommand.self]
    )
}

/// `almanac store copy --from sqlite:PATH --to postgres://…`: every dataset with its freshness,
/// and every profile with what it holds, into an empty store.
struct StoreCopyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract:
            "Copy a whole store (every dataset with its freshness, every profile with its cities, searches, views, stars and reminders) into an empty one.",
        discussion: "Stores are a SQLite file (sqlite:PATH or a path) or postgres://user[:password]@host[:port]/database. "
            + "The source is only read. Search terms' links to their facts and the chosen facts of each day are not carried "
            + "(a snapshot has no place for them); stored facts are still found by a local search."
    )

    @Option(help: ArgumentHelp("The store to copy from.", valueName: "store"))
    var from: String

    @Option(help: ArgumentHelp("The store to copy into; it must hold no dataset yet.", valueName: "store"))
    var to: String

    func run() async throws {
        guard let source = StoreLocation.parse(from) else { throw ValidationError("--from must be \(Settings.database.expected)") }
        guard let target = StoreLocation.parse(to) else { throw ValidationError("--to must be \(Settings.database.expected)") }
        guard source.description != target.description else { throw ValidationError("--from and --to name the same store") }
        // Upstream URLs and logging from the variables or defaults: nothing here reaches an upstream.
        var configuration = try StoreOptions.parse([]).resolved()
        configuration.store = source
        let reading = try await Composition.open(configuration)
        configuration.store = target
        let writing = try await Composition.open(configuration)
        for dataset in DatasetID.allCases where try await writing.datasets.freshness(of: dataset) != nil {
            throw CommandFailure("\(target) already holds \(dataset.displayName): nothing copied (copy into an empty store)")
        }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = DirectorySnapshotWriter(directory: folder)
        try writer.prepare(folders: Composition.snapshotFolders, force: false)
        let exported = try await ExportSnapshot(store: reading.datasets, writer: writer)(datasets: DatasetID.allCases)
        if !exported.isEmpty {
            let report = try await writing.snapshotImport(from: folder)()
            guard report.refused.isEmpty else {
                throw CommandFailure("the target refused:\n  " + report.refused.joined(separator: "\n  "))
            }
            for line in report.imported { print("Copied \(line)") }
        }
        // As old as they were, not "refreshed now".
        for dataset in DatasetID.allCases {
            if let freshness = try await reading.datasets.freshness(of: dataset) { try await writing.datasets.restoreFreshness(freshness) }
        }
        // Almanac's own record of schedule changes, which no snapshot carries.
        let changes = try await reading.launches.changes(since: .distantPast)
        try await writing.launches.restoreChanges(changes)
        if !changes.isEmpty { print("Copied \(changes.count) launch schedule changes") }
        let profiles = try await CopyProfiles(
            from: .init(
                profiles: reading.profiles, weather: reading.weather, facts: reading.facts, galaxy: reading.galaxy, stars: reading.stars,
                pushes: reading.pushes),
            to: .init(
                profiles: writing.profiles, weather: writing.weather, facts: writing.facts, galaxy: writing.galaxy, stars: writing.stars,
                pushes: writing.pushes)
        )()
        print("Copied \(profiles.text)")
        print("From \(source) to \(target).")
    }
}
