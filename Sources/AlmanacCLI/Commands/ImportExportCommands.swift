import AlmanacCore
import AlmanacServer
import AlmanacUpstream
import ArgumentParser
import Foundation

/// `almanac import DIR`: load a snapshot directory into the store.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Load every dataset found in a snapshot directory (ll2/*.json, spacex/v4/*.json, swapi/*.json, chucknorris/*.json, openmeteo/…) into the store."
    )

    @Argument(help: "The snapshot directory.", completion: .directory)
    var directory: String

    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let url = URL(fileURLWithPath: directory)
        let report: ImportSnapshot.Report
        let progress = ProgressLine()
        defer { progress.end() }
        do {
            report = try await composition.snapshotImport(from: url, progress: progress)()
            progress.end()
        } catch let error as ImportSnapshot.NothingToImport {
            throw CommandFailure(error.description)
        } catch {
            throw CommandFailure("import failed, stored data unchanged: \(error)")
        }
        for line in report.imported { print("Imported \(line)") }
        guard report.refused.isEmpty else {
            throw CommandFailure("refused, stored data of these datasets unchanged:\n  " + report.refused.joined(separator: "\n  "))
        }
    }
}

/// `almanac export DIR`: write the stored datasets as a snapshot directory.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every stored dataset to a snapshot directory, in the layout import reads."
    )

    @Argument(help: "The directory to write: a new or empty one (created if needed).", completion: .directory)
    var directory: String

    @Flag(
        help:
            "Write into a directory that is not empty, replacing its snapshot folders (spacex/, swapi/, chucknorris/, openmeteo/); other files stay.")
    var force = false

    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let writer = DirectorySnapshotWriter(directory: URL(fileURLWithPath: directory))
        do {
            try writer.prepare(folders: Composition.snapshotFolders, force: force)
        } catch {
            throw CommandFailure("nothing exported: \(error)")
        }
        let export = ExportSnapshot(store: composition.datasets, writer: writer)
        let written = try await export(datasets: DatasetID.allCases)
        guard !written.isEmpty else { throw CommandFailure("the store holds no data yet: nothing to export") }
        for (dataset, count) in written.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            print("Exported \(dataset): \(count) files to \(directory)")
        }
    }
}
