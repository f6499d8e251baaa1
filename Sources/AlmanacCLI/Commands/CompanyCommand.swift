import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import AlmanacStore
import ArgumentParser

/// `almanac company`: the SpaceX company card.
struct CompanyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "company", abstract: "Show the SpaceX company description.")

    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let company = CompanyViewModel(try await runQuery { try await composition.launchUseCases.company() })
        if display.json { return try JSONOutput.print(company) }
        print(company.name)
        print(wrap(company.sentence, width: 80))
        if let summary = company.summary {
            print("")
            print(wrap(summary, width: 80))
        }
        print("")
        for fact in company.facts { print(TextTable.fit(fact.label, width: 16) + fact.value) }
        for link in company.links { print(TextTable.fit(link.label, width: 16) + link.url) }
        let freshness = FreshnessViewModel(try await composition.datasets.freshness(of: .spacex), dataset: .spacex, environment: display.environment)
        print("\n" + freshness.text)
    }
}
