import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import ArgumentParser

/// `almanac agencies`: Launch Library 2's agencies, filtered by name, type and country.
struct AgenciesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "agencies", abstract: "List the agencies that launch, build and fly spacecraft (Launch Library 2).")

    @Option(help: "Words of the name or abbreviation (\"rocket lab\").") var search: String?
    @Option(help: "Government, Commercial, Multinational, … (the types the store holds).") var type: String?
    @Option(help: "An ISO 3166 alpha-3 country code (JPN).") var country: String?
    @Option(help: "Page number (default 1).") var page: String?
    @Option(help: "Agencies per page, 1 to 100 (default 20).") var limit: String?
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let listing = try await runQuery {
            try await composition.agencyUseCases.browse(
                try AgencyQuery(parsingSearch: search, type: type, country: country, page: page, limit: limit))
        }
        let rows = listing.page.map(AgencyRowViewModel.init)
        if display.json { return try JSONOutput.print(rows.items) }
        guard listing.hasData else { throw CommandFailure("no agencies are stored; import a snapshot with \(SnapshotLayout.pattern(.agencies))") }
        var table = TextTable([
            .init(title: "Agency", shrinks: true), .init(title: "Type", optional: true), .init(title: "Country", shrinks: true),
            .init(title: "Launches", alignRight: true), .init(title: "Success", alignRight: true), .init(title: "Id"),
        ])
        for row in rows.items {
            let name = row.abbreviation.map { "\(row.name) (\($0))" } ?? row.name
            table.add([
                StyledText(name, .strong), StyledText(row.typeText), StyledText(row.countriesText),
                StyledText(NumberText.grouped(row.launchCount)), StyledText(row.successText), StyledText(String(row.id), .quiet),
            ])
        }
        if rows.items.isEmpty {
            print(rows.total == 0 ? "No agencies match." : "No agencies on this page.")
        } else {
            print(table.render())
        }
        print(CountText.page(rows, of: .agency))
    }
}

/// `almanac agency ID`: one agency.
struct AgencyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "agency", abstract: "Show one agency: what it is, its launches and landings.")

    @Argument(help: "The agency's id or abbreviation (121, NASA).") var id: String
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let detail = AgencyDetailViewModel(try await runQuery { try await composition.agencyUseCases.show(id: id) })
        if display.json { return try JSONOutput.print(detail) }
        let summary = detail.summary
        print(summary.abbreviation.map { "\(summary.name) (\($0))\n" } ?? "\(summary.name)\n")
        for fact in detail.facts { print(TextTable.fit(fact.label, width: 24) + fact.value) }
        if !detail.launchers.isEmpty { print(TextTable.fit("Launchers", width: 24) + detail.launchers.joined(separator: ", ")) }
        if !detail.spacecraft.isEmpty { print(TextTable.fit("Spacecraft", width: 24) + detail.spacecraft.joined(separator: ", ")) }
        if let description = detail.description { print("\n" + wrap(description, width: 80)) }
        for link in detail.links { print("\(link.label): \(link.value)") }
    }
}
