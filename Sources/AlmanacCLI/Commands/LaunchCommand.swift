import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import ArgumentParser

/// `almanac launch ID`: one launch in full.
struct LaunchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "launch", abstract: "Show one launch with its rocket, launchpad and links.")

    @Argument(help: "The launch: its id or the start of it, its SpaceX flight number, or its name (\"crew-5\", case ignored).") var id: String
    @Option(help: UnitSystem.help) var units: UnitSystem = .metric
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let detail = LaunchDetailViewModel(
            try await runQuery { try await composition.launchUseCases.show(id: id) }, environment: display.environment, units: units)
        if display.json { return try JSONOutput.print(detail) }
        let summary = detail.summary
        print("\(summary.name, .strong)  \("\(summary.outcome.icon) \(summary.outcome.text)", Emphasis(summary.outcome))\n")
        // Launch Library's launches have no SpaceX flight number.
        var rows: [(String, String)] = summary.flightNumber > 0 ? [("Flight number", "\(summary.flightNumber)")] : []
        rows += [("Date/Time", "\(summary.dateText) (\(summary.daysText))")] + (detail.lastMove.map { [("Moved", $0)] } ?? [])
        rows += [("Rocket", summary.rocketText)]
        if let pad = detail.launchpad { rows.append(("Launchpad", [pad.name, pad.place].compactMap { $0 }.joined(separator: ", "))) }
        rows += detail.launchLibraryFacts.map { ($0.label, $0.value) }
        rows += detail.failures.map { ("Failure", $0) }
        rows += detail.crew.map { ("Crew", $0.text) }
        rows += detail.boosters.map { booster in
            (
                "Booster",
                ([booster.serial ?? "not named"] + [booster.role, booster.flightText, booster.landingText].compactMap { $0 }).joined(separator: " · ")
            )
        }
        for (label, value) in rows { print(TextTable.fit(label, width: 20) + value) }
        if let details = detail.details { print("\n" + wrap(details, width: 80)) }
        let links = detail.webcasts.map { ($0.isLive ? "\($0.label) (live)" : $0.label, $0.url) } + detail.links.map { ($0.label, $0.url) }
        if !links.isEmpty { print("") }
        for (label, url) in links { print(TextTable.fit(label, width: 21) + " " + url) }
        if let weather = detail.padWeather { Self.printPadWeather(weather) }
        if !detail.timeline.isEmpty { print("\nTimeline") }
        for step in detail.timeline {
            print("  " + TextTable.fit(step.offsetText, width: 11) + TextTable.fit(step.timeText ?? "", width: 10) + step.name)
        }
        if !detail.updates.isEmpty { print("\nUpdates") }
        for update in detail.updates.prefix(10) { print("  \(update.timeText)  \(update.text)") }
        if !detail.changes.isEmpty { print("\nSchedule changes seen by Almanac") }
        for change in detail.changes { print("  \(change.recordedText): \(change.parts.joined(separator: "; "))") }
    }

    /// The pad's forecast across the window, an hour a line.
    private static func printPadWeather(_ weather: PadWeatherViewModel) {
        print("\nWeather at the pad" + (weather.summary.map { ": \($0)" } ?? ""))
        let widths = [10, 22, 9, 9, 6, 7]
        let heading = ["Time", "Conditions", "Wind", "Gusts", "Rain", "Cloud"]
        print("  " + zip(heading, widths).map { TextTable.fit($0, width: $1) }.joined() + "Visibility")
        for hour in weather.hours {
            let cells = [hour.timeText, hour.condition, hour.wind ?? "–", hour.gusts ?? "–", hour.rain ?? "–", hour.cloud ?? "–"]
            print("  " + zip(cells, widths).map { TextTable.fit($0, width: $1) }.joined() + (hour.visibility ?? "–"))
        }
        print("  \(weather.sourceText)")
    }
}
