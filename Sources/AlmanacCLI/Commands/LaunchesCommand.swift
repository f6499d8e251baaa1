import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import AlmanacStore
import ArgumentParser
import Foundation

/// `almanac launches`: the filtered, sorted, paged launch list, or `--stats` per year.
struct LaunchesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launches",
        abstract: "List launches, filtered and sorted, 20 per page; or launches per year with --stats."
    )

    @Option(help: ArgumentHelp("Only launches of this UTC year.", valueName: "YYYY")) var year: String?
    @Option(help: ArgumentHelp("First month of a range (inclusive).", valueName: "YYYY-MM")) var from: String?
    @Option(help: ArgumentHelp("Last month of a range (inclusive).", valueName: "YYYY-MM")) var to: String?
    @Option(help: "any, success, failure, upcoming or unknown.") var outcome: String?
    @Flag(help: "What is next: launches still ahead, soonest first (with --limit only).") var upcoming = false
    @Option(help: "Text in the mission's name or in its rocket's, provider's, pad's or site's (case and accents ignored).") var search: String?
    @Option(help: "Launch provider: name (\"Rocket Lab\"), abbreviation or Launch Library 2 id.") var provider: String?
    @Option(help: "The provider's country: ISO 3166 alpha-3 code (\"JPN\") or name.") var country: String?
    @Option(help: "Rocket family (\"Long March\", \"Soyuz\").") var family: String?
    @Option(help: "Rocket configuration (\"Electron\", \"Falcon 9 Block 5\").") var configuration: String?
    @Option(help: "Rocket of the SpaceX catalogue: name (\"Falcon 9\") or id.") var rocket: String?
    @Option(help: "Launch site: Launch Library 2 id, its name or a part only it has (\"Mahia\").") var site: String?
    @Option(help: "Launch pad of the SpaceX catalogue: name (\"CCSFS SLC 40\", \"KSC LC 39A\" or the full name) or id.") var pad: String?
    @Option(help: "Target orbit: abbreviation (\"LEO\", \"GTO\") or name.") var orbit: String?
    @Option(help: "Mission type (\"Communications\", \"Resupply\").") var mission: String?
    @Option(help: "Launch Library 2 status: go, tbd, tbc, hold, in-flight, success, failure or partial-failure.") var status: String?
    @Option(help: ArgumentHelp("Only launches of this decade.", valueName: "1960s")) var decade: String?
    @Option(help: "yes: only launches people flew on; no: only uncrewed ones.") var crewed: String?
    @Option(help: "yes: only launches with a webcast; no: only those without.") var webcast: String?
    @Option(help: "asc or desc by date (default: desc).") var sort: String?
    @Option(help: "Page number, from 1.") var page: String?
    @Option(help: "Launches per page, 1 to 100 (default: 20).") var limit: String?
    @Flag(help: "Show launches per year as a bar chart instead of the list.") var stats = false
    @Flag(help: "Print every launch the filters keep, not a page, as CSV (RFC 4180, a header row).") var csv = false
    @Flag(help: "Print every launch the filters keep, not a page, as NDJSON (one JSON object a line).") var ndjson = false

    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    /// Each link filter's flag.
    private var linkValues: [LaunchLink: String?] {
        [
            .provider: provider, .country: country, .family: family, .configuration: configuration, .rocket: rocket, .site: site, .pad: pad,
            .orbit: orbit, .mission: mission, .status: status, .decade: decade, .crewed: crewed, .webcast: webcast,
        ]
    }

    /// `--csv` or `--ndjson`: the whole list as a file's lines.
    private var wholeListFormat: DownloadFormat? { csv ? .csv : ndjson ? .ndjson : nil }

    func validate() throws {
        if wholeListFormat != nil, csv && ndjson || stats || upcoming || page != nil || limit != nil || display.json {
            throw ValidationError(
                "--csv and --ndjson print the whole list the filters keep; they take neither each other, --stats, --upcoming, --page, --limit nor --json"
            )
        }
        if upcoming,
            linkValues.values.contains(where: { $0 != nil }) || [year, from, to, outcome, search, sort, page].contains(where: { $0 != nil })
                || (upcoming && stats)
        {
            throw ValidationError("--upcoming lists what is next, soonest first; it takes only --limit")
        }
    }

    func run() async throws {
        let composition = try await Composition.open(options)
        if upcoming { return try await printUpcoming(composition) }
        var parameters: LaunchQuery.Parameters = [
            .year: year, .from: from, .to: to, .outcome: outcome, .search: search, .sort: sort, .page: page, .limit: limit,
        ]
        for (link, value) in linkValues { parameters[link: link] = value }
        if stats { return try await printStats(parameters, composition) }
        if let format = wholeListFormat { return try await printWhole(parameters, as: format, composition) }
        // The same list the web page shows, read the same way.
        let list = try await runQuery {
            let list = try await LaunchListViewModel.load(parameters, launches: composition.launchUseCases, environment: display.environment)
            if let error = list.error { throw error }
            return list
        }
        let words = { [environment = display.environment] in LaunchRowViewModel($0, environment: environment) }
        let rows = list.rows.map(words)
        if display.json { return try JSONOutput.print(rows) }
        if let next = list.next.map(words) { print("Next: \(next.name) · \(next.dateText) · \(next.daysText)\n") }
        try await printTable(rows, composition)
        print("\n" + list.pageText)
    }

    private func printUpcoming(_ composition: Composition) async throws {
        let environment = display.environment
        let count = try await runQuery { try PageRequest(limit: WholeNumber.parse(limit ?? "") ?? PageRequest.defaultLimit) }.limit
        let rows = try await composition.launchUseCases.upcoming(after: environment.now(), limit: count)
            .map { LaunchRowViewModel($0, environment: environment) }
        if display.json { return try JSONOutput.print(rows) }
        guard !rows.isEmpty else { return print("No launch ahead is known: every launch stored as upcoming has passed its date.") }
        try await printTable(rows, composition)
    }

    private func printTable(_ rows: [LaunchRowViewModel], _ composition: Composition) async throws {
        let shortIDs = IDPrefix.shortestUnique(among: try await composition.launches.launchIDs())
        var table = TextTable([
            // The short id opens a launch (`almanac launch`): names are cut, and "When" and
            // "Source" left out, before it is.
            .init(title: "#", alignRight: true), .init(title: "Mission", shrinks: true),
            .init(title: "Date/Time"), .init(title: "When", optional: true), .init(title: "Rocket", shrinks: true), .init(title: "Outcome"),
            .init(title: "Source", optional: true), .init(title: "Id"),
        ])
        for row in rows {
            table.add([
                // Launch Library's launches have no SpaceX flight number.
                row.flightNumber > 0 ? "\(row.flightNumber)" : "–", StyledText(row.name), StyledText(row.dateText), StyledText(row.whenText),
                StyledText(row.rocketText), StyledText("\(row.outcome.icon) \(row.outcome.shortText)", Emphasis(row.outcome)),
                StyledText(row.sourceShortText, .quiet), StyledText(shortIDs[row.id] ?? row.id, .quiet),
            ])
        }
        print(table.render())
    }

    /// Launches per year: of what a name search and the link filters keep, as the page's chart.
    private func printStats(_ parameters: LaunchQuery.Parameters, _ composition: Composition) async throws {
        let list = try await runQuery {
            let list = try await LaunchListViewModel.load(parameters, launches: composition.launchUseCases, environment: display.environment)
            if let error = list.error { throw error }
            return list
        }
        let counts = if let narrowed = list.countsPerYear { narrowed } else { try await composition.launchUseCases.countsPerYear() }
        let stats = LaunchStatsViewModel(counts)
        if display.json { return try JSONOutput.print(stats.years) }
        print(BarChart.render(stats.years, width: Console.current.width))
    }

    /// Every launch the filters keep, as a download's lines (`ExportTable`), written as they are
    /// encoded; each page's address is its path.
    private func printWhole(_ parameters: LaunchQuery.Parameters, as format: DownloadFormat, _ composition: Composition) async throws {
        let launches = composition.launchUseCases
        let rows = try await runQuery { try await launches.browse.everything(try LaunchQuery(parsing: parameters, asOf: CommandClock.now())) }
        let exported = LaunchExportRow.rows(rows, dateMoves: try await launches.changes.dateMoves(), origin: "")
        await LaunchExportRow.table.write(exported, as: format, inPiecesOf: 64 * 1_024) { FileHandle.standardOutput.write(Data($0.utf8)) }
    }
}
