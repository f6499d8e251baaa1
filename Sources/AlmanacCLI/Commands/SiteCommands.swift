import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import ArgumentParser

/// `almanac sites`: every launch site the stored launches left from, the busiest first.
struct SitesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sites", abstract: "List the launch sites the stored launches left from, the busiest first.")

    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let rows = try await runQuery { try await composition.launchUseCases.sites() }.map(LaunchSiteRowViewModel.init)
        if display.json { return try JSONOutput.print(rows) }
        guard !rows.isEmpty else { throw CommandFailure("no launches are stored; run `almanac import DIR` or `almanac sync ll2`") }
        var table = TextTable([
            .init(title: "Site", shrinks: true), .init(title: "Country", optional: true), .init(title: "Launches", alignRight: true),
            .init(title: "Success", alignRight: true), .init(title: "Pads", alignRight: true), .init(title: "Years"), .init(title: "Id"),
        ])
        for row in rows {
            table.add([
                StyledText(row.name, .strong), StyledText(row.countryText), StyledText(NumberText.grouped(row.launchCount)),
                StyledText(row.successText), StyledText(String(row.padCount)), StyledText(row.yearsText), StyledText(String(row.id), .quiet),
            ])
        }
        print(table.render())
        print(Noun.launchSite.count(rows.count))
    }
}

/// `almanac site NAME`: one launch site and its pads.
struct SiteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site", abstract: "Show one launch site: its launches, clock and pads, each with its fastest turnaround.")

    @Argument(help: "The site's id, name or a part of its name held by no other (\"mahia\", \"baikonur\").") var site: String
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let found = try await runQuery { try await composition.launchUseCases.sites.site(site) }
        let detail = LaunchSiteDetailViewModel(found, environment: display.environment)
        if display.json { return try JSONOutput.print(detail) }
        print("\(detail.summary.name)\n")
        for fact in detail.facts { print(TextTable.fit(fact.label, width: 24) + fact.value) }
        // The pads' names are never cut: a site's pads differ at their ends ("… Complex 1A",
        // "… Complex 1B"). Which launch set a pad's turnaround is on the site's and the pad's page.
        var table = TextTable([
            .init(title: "Pad"), .init(title: "Launches", alignRight: true), .init(title: "Success", alignRight: true),
            .init(title: "Years", optional: true), .init(title: "Fastest turnaround", shrinks: true), .init(title: "Id"),
        ])
        for pad in detail.pads {
            table.add([
                StyledText(pad.name, .strong), StyledText(NumberText.grouped(pad.launchCount)), StyledText(pad.successText),
                StyledText(pad.yearsText), StyledText(pad.fastestTurnaroundDuration ?? "—"), StyledText(String(pad.id), .quiet),
            ])
        }
        print("\n" + table.render())
    }
}
