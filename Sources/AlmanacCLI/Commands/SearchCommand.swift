import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import ArgumentParser

/// `almanac search TEXT`: the one search box of the web app, from the store only (it works
/// offline and asks no upstream): launches, rockets, launch sites, agencies, astronauts, boosters,
/// Star Wars records, stored facts and the profile's saved cities, grouped by kind, best match first.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search everything the store holds: launches, rockets, sites, agencies, astronauts, Star Wars, facts, cities.",
        discussion: "Every word must appear, whole or as the start of a word; case and accents are ignored. Nothing is fetched.")

    @Argument(help: "What to search for (1 to \(SearchText.limit.characters.upperBound) characters).")
    var text: String

    @Flag(name: .customLong("include-explicit"), help: "Include facts in the explicit category (safe mode off).")
    var includeExplicit = false

    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions
    @OptionGroup var profileOption: ProfileOption

    func run() async throws {
        let composition = try await Composition.open(options)
        let profile = try await composition.profiles.record(profileOption.profile) == nil ? nil : profileOption.profile
        let found = try await runQuery(naming: [.search: "TEXT"]) {
            try await composition.searchEverything(
                try SearchText(parsing: text), profile: profile, safeMode: includeExplicit ? .off : .on, asOf: CommandClock.now())
        }
        let results = SearchResultsViewModel(found, environment: display.environment)
        if display.json { return try JSONOutput.print(results) }
        guard !results.groups.isEmpty else { return print("Nothing matches “\(results.query)”.") }
        for (index, group) in results.groups.enumerated() {
            print((index == 0 ? "" : "\n") + "\(group.title, .strong) \(StyledText("(\(group.total))", .quiet))")
            var table = TextTable([.init(title: "Name", shrinks: true), .init(title: "Detail", shrinks: true), .init(title: "Page")])
            for result in group.results {
                table.add([StyledText(result.title), StyledText(result.detail ?? "", .quiet), StyledText(result.href, .quiet)])
            }
            print(table.render())
            if group.total > group.results.count {
                print(StyledText("… and \(group.total - group.results.count) more", .quiet))
            }
        }
    }
}
