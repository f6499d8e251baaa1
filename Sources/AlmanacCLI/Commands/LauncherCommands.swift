import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import ArgumentParser

/// `almanac launchers`: every rocket the stored launches flew on, the most flown first.
struct LaunchersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launchers", abstract: "List every provider's rockets the stored launches flew on, the most flown first.")

    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let rows = try await runQuery { try await composition.launchUseCases.launchers() }.map(LauncherRowViewModel.init)
        if display.json { return try JSONOutput.print(rows) }
        guard !rows.isEmpty else { throw CommandFailure("no launches are stored; run `almanac import DIR` or `almanac sync ll2`") }
        var table = TextTable([
            .init(title: "Rocket", shrinks: true), .init(title: "Family", shrinks: true, optional: true), .init(title: "Launches", alignRight: true),
            .init(title: "Success", alignRight: true), .init(title: "Years"), .init(title: "Flown by", shrinks: true, optional: true),
            .init(title: "Id", optional: true),
        ])
        for row in rows {
            table.add([
                StyledText(row.name, .strong), StyledText(row.familyText), StyledText(NumberText.grouped(row.launchCount)),
                StyledText(row.successText), StyledText(row.yearsText), StyledText(row.providersText), StyledText(row.id, .quiet),
            ])
        }
        print(table.render())
        print(Noun.launcher.count(rows.count))
    }
}

/// `almanac launcher NAME`: one rocket, its flights and who flew it.
struct LauncherCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launcher", abstract: "Show one rocket: its flights, successes, first and latest launch, and who flew it.")

    @Argument(help: "The rocket's id, name or a part of its name held by no other (\"electron\", \"falcon-9-block-5\").")
    var launcher: String
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let found = try await runQuery { try await composition.launchUseCases.launchers.launcher(launcher) }
        let detail = LauncherDetailViewModel(found, environment: display.environment)
        if display.json { return try JSONOutput.print(detail) }
        print("\(detail.summary.name)\n")
        for fact in detail.facts { print(TextTable.fit(fact.label, width: 24) + fact.value) }
        if !detail.providers.isEmpty {
            print(TextTable.fit("Flown by", width: 24) + detail.providers.map(\.name).joined(separator: ", "))
        }
    }
}
