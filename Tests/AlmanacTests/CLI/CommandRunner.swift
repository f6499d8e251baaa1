@testable import AlmanacCLI
import ArgumentParser

/// Parses and runs an `almanac` command in-process against the store at `database`.
func runCommand(_ arguments: [String], database: String) async throws {
    var command = try AlmanacCommand.parseAsRoot(arguments + ["--db", database])
    if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
    } else {
        try command.run()
    }
}
