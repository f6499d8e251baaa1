import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import AlmanacStore
import ArgumentParser

/// `almanac rockets`: the catalogue.
struct RocketsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rockets", abstract: "List SpaceX's rockets with status, first flight, success rate and cost (every provider's: launchers).")

    @Flag(help: "Only rockets in service.") var active = false
    @Option(help: "name, first-flight, success-rate or cost (default: name).") var sort: String?
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let environment = display.environment
        let rockets = try await runQuery {
            try await composition.launchUseCases.rockets(try RocketQuery(parsingActive: active ? "true" : nil, sort: sort))
        }.map { RocketRowViewModel($0, environment: environment) }
        if display.json { return try JSONOutput.print(rockets) }
        var table = TextTable([
            .init(title: "Rocket"), .init(title: "Status"), .init(title: "First flight"),
            .init(title: "Success", alignRight: true), .init(title: "Cost per launch", alignRight: true),
            .init(title: "Id"),
        ])
        for rocket in rockets {
            table.add([
                StyledText(rocket.name, .strong), StyledText(rocket.statusText, rocket.active ? .good : .quiet), StyledText(rocket.firstFlightText),
                StyledText(rocket.successRateText), StyledText(rocket.costText), StyledText(rocket.id, .quiet),
            ])
        }
        print(table.render())
    }
}

/// `almanac rocket ID`: one rocket's specifications.
struct RocketCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rocket", abstract: "Show one SpaceX rocket's specifications.")

    @Argument(help: "The rocket id or name (\"Falcon 9\").") var id: String
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let rocket = try await runQuery { try await composition.launchUseCases.rocket(id: id) }
        let detail = RocketDetailViewModel(rocket, environment: display.environment)
        if display.json { return try JSONOutput.print(detail) }
        let summary = detail.summary
        print("\(summary.name) (\(summary.statusText))\n")
        let rows =
            [("First flight", summary.firstFlightText), ("Success rate", summary.successRateText), ("Cost per launch", summary.costText)]
            + detail.specs.map { ($0.label, $0.value) } + detail.payloads.map { ("Payload " + $0.label, $0.value) }
        for (label, value) in rows { print(TextTable.fit(label, width: 40) + value) }
        if let description = detail.description { print("\n" + wrap(description, width: 80)) }
        if let wikipedia = detail.wikipedia { print("\nWikipedia: \(wikipedia)") }
    }
}
