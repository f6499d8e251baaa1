import ArgumentParser

/// `almanac`: the web server, data management, and one command per screen.
public struct AlmanacCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "almanac",
        abstract: "An offline-first explorer for public data APIs.",
        discussion: """
            Every command reads the local SQLite store. sync refreshes it from the upstream APIs;
            facts searches and random picks ask the facts API first and fall back to the store.
            Flags override ALMANAC_* environment variables, which override the defaults.
            """,
        subcommands: [
            ServeCommand.self, SyncCommand.self, ImportCommand.self, ExportCommand.self, ReplayCommand.self,
            CompanyCommand.self, LaunchesCommand.self, LaunchCommand.self, RocketsCommand.self, RocketCommand.self,
            SWAPICommand.self, FactsCommand.self, WeatherCommand.self, StatusCommand.self, RoutesCommand.self,
        ]
    )

    public init() {}

    /// Parses and runs one command line and returns its exit code: 0, 1 when the command failed,
    /// 64 for a usage error. Output goes to `Console.current`. The process's entry point calls
    /// this; tests call it with a console and environment of their own.
    public static func run(arguments: [String]) async -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                let line = TerminalText.safe(message) + "\n"
                code == .success ? Console.current.standardOutput(line) : Console.current.standardError(line)
            }
            return code.rawValue
        }
    }
}
