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
            SWAPICommand.self, FactsCommand.self, WeatherCommand.self, StatusCommand.self,
        ]
    )

    public init() {}
}
