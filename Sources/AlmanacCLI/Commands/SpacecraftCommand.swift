import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import ArgumentParser

/// `almanac spacecraft`: the kinds of spacecraft; `almanac spacecraft "crew dragon"`: one, with
/// the stored launches that carried it.
struct SpacecraftCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spacecraft", abstract: "List the kinds of spacecraft, or show one with the launches that carried it.")

    @Argument(help: "A spacecraft's id, name or a part of a name no other has (\"crew dragon\", 6); none lists them all.") var id: String?
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let useCases = composition.astronautUseCases
        guard let id else {
            let list = SpacecraftListViewModel(try await useCases.spacecraft(), environment: display.environment)
            if display.json { return try JSONOutput.print(list) }
            guard !list.inUse.isEmpty || !list.retired.isEmpty else {
                throw CommandFailure("no spacecraft are stored; import a snapshot with \(SnapshotLayout.spacecraft)")
            }
            var table = TextTable([
                .init(title: "Spacecraft"), .init(title: "Type"), .init(title: "Status"), .init(title: "Crew"), .init(title: "Flown"),
                .init(title: "Id"),
            ])
            for row in list.inUse + list.retired {
                table.add([
                    StyledText(row.name, .strong), StyledText(row.type ?? ""), StyledText(row.statusText), StyledText(row.crewText ?? ""),
                    StyledText(row.launchesText ?? ""), StyledText(String(row.id), .quiet),
                ])
            }
            return print(table.render())
        }
        let detail = SpacecraftDetailViewModel(
            try await runQuery { try await useCases.oneSpacecraft(id: id) }, environment: display.environment)
        if display.json { return try JSONOutput.print(detail) }
        print("\(detail.summary.name, .strong)\n")
        for fact in detail.facts { print(TextTable.fit(fact.label, width: 16) + fact.value) }
        if !detail.docked.isEmpty {
            print("\nDocked now")
            for docked in detail.docked { print("  \(docked.vehicle) at the \(docked.station), \(docked.port)") }
        }
        print("\nLaunches")
        if let note = detail.flightsNote {
            print(wrap(note, width: 78).split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }.joined(separator: "\n"))
        }
        for flight in detail.flights {
            print("  \(flight.dateText)  \(flight.name)" + (flight.vehicle.map { " · \($0)" } ?? "") + "  (almanac launch \(flight.launchID))")
        }
        if let capability = detail.capability { print("\n" + wrap(capability, width: 80)) }
        for paragraph in detail.description { print("\n" + wrap(paragraph, width: 80)) }
    }
}
