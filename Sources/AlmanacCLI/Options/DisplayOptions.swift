import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import ArgumentParser
import Foundation

/// How a command prints: text for people, or `--json` for programs; dates in a time zone.
struct DisplayOptions: ParsableArguments {
    @Flag(help: "Print JSON (what the API's data field holds) instead of a table.")
    var json = false

    @Option(name: .customLong(Settings.timeZone.name), help: Settings.timeZone.help(valueName: "zone"))
    var timeZone: String?

    func validate() throws { _ = try Settings.timeZone.resolve(timeZone) }

    var environment: PresentationEnvironment {
        PresentationEnvironment(now: CommandClock.now, timeZone: ((try? Settings.timeZone.resolve(timeZone)) ?? nil) ?? .current)
    }
}
