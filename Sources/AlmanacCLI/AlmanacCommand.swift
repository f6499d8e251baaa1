import AlmanacPresentation
import AlmanacServer
import ArgumentParser
import Foundation

/// `almanac`: the web server, data management, and one command per screen.
public struct AlmanacCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "almanac",
        abstract: "An offline-first explorer for public data APIs.",
        discussion:
            "Every command reads the local store (SQLite by default; --db postgres://… for a shared one). sync refreshes it from the upstream APIs; "
            + "facts searches and random picks ask the facts API first and fall back to the store. "
            + "Flags override ALMANAC_* environment variables, which override the defaults.",
        subcommands: [
            ServeCommand.self, SyncCommand.self, ImportCommand.self, ExportCommand.self, ReplayCommand.self,
            CompanyCommand.self, LaunchesCommand.self, LaunchCommand.self, RocketsCommand.self, RocketCommand.self, AgenciesCommand.self,
            AgencyCommand.self, SitesCommand.self, SiteCommand.self, LaunchersCommand.self, LauncherCommand.self,
            AstronautsCommand.self, AstronautCommand.self, StationsCommand.self, StationCommand.self, SpacecraftCommand.self, BoostersCommand.self,
            BoosterCommand.self, StarCommand.self, StarredCommand.self, SearchCommand.self, GraphQLCommand.self, PushCommand.self, VAPIDCommand.self,
            SWAPICommand.self, FactsCommand.self, WeatherCommand.self, StatusCommand.self, StoreCommand.self, RoutesCommand.self,
        ]
    )

    @OptionGroup var options: StoreOptions

    public init() {}

    /// `almanac` alone: what the store holds and how fresh it is, and where to start.
    public func run() async throws {
        let composition = try await Composition.open(options)
        let statuses = try await StatusCommand.stored(composition, environment: PresentationEnvironment(now: CommandClock.now, timeZone: .current))
        let nameWidth = statuses.map(\.name.count).max() ?? 0
        print("Almanac: public data APIs, offline. Stored now (`almanac status` for more):")
        for status in statuses {
            let freshness = status.refreshedAt == nil ? "never refreshed" : "refreshed \(status.age)"
            print(
                "  \(TextTable.fit(StyledText(status.name, .strong), width: nameWidth))  \(status.countsText) · \(freshness, status.stale ? .warning : nil)"
            )
        }
        print("")
        print("Where to start:")
        let commands = [
            ("almanac serve", "the web app and JSON API on http://127.0.0.1:8080"),
            ("almanac sync", "refresh every dataset from its API"),
            ("almanac launches --year 2022", "SpaceX launches of a year (`rockets`, `launch ID` too)"),
            ("almanac swapi people --search sky", "Star Wars people, planets, films…"),
            ("almanac facts search kick", "Chuck Norris facts; saved ones when offline"),
            ("almanac weather", "the forecast for your saved cities"),
        ]
        let commandWidth = commands.map(\.0.count).max() ?? 0
        for (command, purpose) in commands { print("  " + TextTable.fit(command, width: commandWidth) + "  " + purpose) }
        print("")
        print("Every command: `almanac help COMMAND`; all of them: `almanac --help`.")
    }

    /// Parses and runs one command line and returns its exit code: 0, 1 when the command failed,
    /// 64 for a usage error. Output goes to `Console.current`. The process's entry point calls
    /// this; tests call it with a console and environment of their own.
    public static func run(arguments: [String]) async -> Int32 {
        await Console.$current.withValue(Console.current.painting(ColorChoice.of(arguments))) {
            await parseAndRun(arguments)
        }
    }

    private static func parseAndRun(_ arguments: [String]) async -> Int32 {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            // Help, version or a usage error: ArgumentParser's words, with the usage line.
            return report(error, message: fullMessage(for: error))
        }
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch  where exitCode(for: error) == .success {
            // `--help` parses as ArgumentParser's help command, which "fails" with the help text.
            return report(error, message: fullMessage(for: error))
        } catch {
            // The command ran and failed: the reason alone, no usage to scroll past.
            let message = self.message(for: error)
            return report(error, message: message, prefix: message.isEmpty ? nil : "Error: ")
        }
    }

    /// Writes `message`: help and version on standard output, errors on standard error.
    private static func report(_ error: any Error, message: String, prefix: String? = nil) -> Int32 {
        let code = exitCode(for: error)
        if !message.isEmpty {
            let line: StyledText = "\(prefix ?? "", .bad)\(message)"
            code == .success ? print(line) : printError(line)
        }
        return code.rawValue
    }
}
