import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import ArgumentParser

/// `almanac boosters`: every booster the stored launches name.
struct BoostersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "boosters", abstract: "List the first-stage boosters the stored launches name, with flights and landings.")

    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let environment = display.environment
        let boosters = try await runQuery { try await composition.launchUseCases.boosters() }.map {
            BoosterRowViewModel($0, environment: environment)
        }
        if display.json { return try JSONOutput.print(boosters) }
        guard !boosters.isEmpty else { return print("No stored launch names its booster yet (Launch Library 2 names them).") }
        var table = TextTable([
            .init(title: "Booster"), .init(title: "Status"), .init(title: "Flights", alignRight: true),
            .init(title: "Landings", alignRight: true), .init(title: "First flight"), .init(title: "Last flight"),
        ])
        for booster in boosters {
            table.add([
                StyledText(booster.serial, .strong), StyledText(booster.statusText, booster.status == "active" ? .good : .quiet),
                StyledText("\(booster.flights)"), StyledText("\(booster.landings)"), StyledText(booster.firstFlightText ?? "–"),
                StyledText(booster.lastFlightText ?? "–"),
            ])
        }
        print(table.render())
    }
}

/// `almanac booster B1067`: one booster and its launches.
struct BoosterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "booster", abstract: "Show one booster and every stored launch it flew.")

    @Argument(help: "The booster's serial (\"B1067\", case ignored).") var serial: String
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let booster = try await runQuery { try await composition.launchUseCases.boosters.booster(serial: serial) }
        let detail = BoosterDetailViewModel(booster, environment: display.environment)
        if display.json { return try JSONOutput.print(detail) }
        let summary = detail.summary
        print("\(summary.serial, .strong)  \(summary.statusText) · \(summary.flightsText) · \(summary.landingsText)\n")
        var table = TextTable([
            .init(title: "Mission", shrinks: true), .init(title: "Date/Time"), .init(title: "Flight"), .init(title: "Landing", shrinks: true),
        ])
        for flight in detail.flights {
            table.add([
                StyledText(flight.launch.name), StyledText(flight.launch.dateText), StyledText(flight.stage.flightText ?? "–"),
                StyledText(flight.stage.landingText ?? "–"),
            ])
        }
        print(table.render())
    }
}
