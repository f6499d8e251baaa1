import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import ArgumentParser

/// `almanac astronauts`: Launch Library 2's astronauts, filtered and ordered.
struct AstronautsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "astronauts", abstract: "List astronauts (Launch Library 2): by name, agency, nationality, status; who is in space.")

    @Option(help: "Words of the name (\"whitson\").") var search: String?
    @Option(help: "An agency's abbreviation or name (NASA, CNSA).") var agency: String?
    @Option(help: "A nationality (American, Chinese).") var nationality: String?
    @Option(help: "in-space, active, retired or deceased.") var status: String?
    @Flag(help: "Only those in space now, every one of them (the same as --status in-space, unpaged).") var inSpace = false
    @Option(help: "flights (most first, the default), first (first flight) or name.") var sort: String?
    @Option(help: "Page number (default 1).") var page: String?
    @Option(help: "Astronauts per page, 1 to 100 (default 20).") var limit: String?
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let astronauts = composition.astronautUseCases
        let environment = display.environment
        if inSpace {
            let inSpaceNow = InSpaceViewModel(try await astronauts.stations.inSpaceNow())
            if display.json { return try JSONOutput.print(inSpaceNow) }
            for line in InSpaceText.lines(inSpaceNow) { print(line) }
            if inSpaceNow.named.isEmpty, inSpaceNow.total > 0 {
                print("The stored records name nobody as in space now: only the counts aboard are known.")
            }
            return
        }
        let listing = try await runQuery {
            try await astronauts.browse(
                try AstronautQuery(
                    parsingSearch: search, agency: agency, nationality: nationality, status: status, sort: sort, page: page, limit: limit))
        }
        let rows = listing.page.map { AstronautRowViewModel($0, environment: environment) }
        if display.json { return try JSONOutput.print(rows.items) }
        guard listing.hasData else {
            throw CommandFailure("no astronauts are stored; import a snapshot with \(SnapshotLayout.astronauts)")
        }
        // Launch Library 2's cut-down records carry no status: a column of dashes only when some
        // row on the page has one.
        let showsStatus = rows.items.contains { $0.statusText != nil }
        var table = TextTable(
            [
                .init(title: "Astronaut"), .init(title: "Agency"), .init(title: "Nationality"), .init(title: "Flights", alignRight: true),
            ] + (showsStatus ? [.init(title: "Status")] : []) + [.init(title: "Id")])
        for row in rows.items {
            table.add(
                [
                    StyledText(row.name, .strong), StyledText(row.agency ?? "—"), StyledText(row.nationalityText),
                    StyledText(String(row.flightCount)),
                ] + (showsStatus ? [StyledText(row.statusText ?? "—")] : []) + [StyledText(String(row.id), .quiet)])
        }
        if rows.items.isEmpty {
            print(rows.total == 0 ? "No astronauts match." : "No astronauts on this page.")
        } else {
            print(table.render())
        }
        print(CountText.page(rows, of: .astronaut))
    }
}

/// `almanac astronaut NAME`: one astronaut and every flight.
struct AstronautCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "astronaut", abstract: "Show one astronaut: who they are and every flight.")

    @Argument(help: "The astronaut's id, name or a part of a name no other has (\"Peggy Whitson\", whitson).") var id: String
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let detail = AstronautDetailViewModel(
            try await runQuery { try await composition.astronautUseCases.show(id: id) }, environment: display.environment)
        if display.json { return try JSONOutput.print(detail) }
        print("\(detail.summary.name)\n")
        for fact in detail.facts { print(TextTable.fit(fact.label, width: 16) + fact.value) }
        if !detail.flights.isEmpty {
            print("\nFlights")
            for flight in detail.flights {
                print("  \(flight.dateText)  \(flight.name)" + (flight.launchID.map { "  (almanac launch \($0))" } ?? ""))
            }
        }
        if let biography = detail.biography { print("\n" + wrap(biography, width: 80)) }
    }
}

/// `almanac stations`: the space stations and who is in space.
struct StationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stations", abstract: "List the space stations, in orbit first, and how many people are in space.")

    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let listing = try await composition.astronautUseCases.stations()
        let view = StationsViewModel(listing, environment: display.environment)
        if display.json { return try JSONOutput.print(view) }
        guard listing.hasData else {
            throw CommandFailure("no space stations are stored; import a snapshot with \(SnapshotLayout.spaceStations)")
        }
        for line in InSpaceText.lines(view.inSpace) { print(line) }
        var table = TextTable([
            .init(title: "Station"), .init(title: "Status"), .init(title: "Years"), .init(title: "Crew"), .init(title: "Id"),
        ])
        for row in view.active + view.former {
            table.add([
                StyledText(row.name, .strong), StyledText(row.statusText), StyledText(row.yearsText), StyledText(row.onboardText ?? ""),
                StyledText(String(row.id), .quiet),
            ])
        }
        print("")
        print(table.render())
    }
}

/// `almanac station ISS`: one station, its expeditions and what is docked.
struct StationCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "station", abstract: "Show one space station: its facts, expeditions and docked vehicles.")

    @Argument(help: "The station's id, name or a part of a name no other has (\"International Space Station\", mir).") var id: String
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions

    func run() async throws {
        let composition = try await Composition.open(options)
        let detail = StationDetailViewModel(
            try await runQuery { try await composition.astronautUseCases.station(id: id) }, environment: display.environment)
        if display.json { return try JSONOutput.print(detail) }
        print("\(detail.summary.name, .strong)\n")
        for fact in detail.facts { print(TextTable.fit(fact.label, width: 16) + fact.value) }
        for expedition in detail.expeditions {
            print("\n\(expedition.name)  \(expedition.datesText)")
            for member in expedition.crew { print("  " + Self.line(member)) }
        }
        if !detail.docked.isEmpty {
            print("\nDocked (each with the crew its launch carried, as launched)")
            for vehicle in detail.docked {
                let launch = vehicle.launchName.map { "  \($0)" + (vehicle.launchID.map { " (almanac launch \($0))" } ?? "") } ?? ""
                print("  \(vehicle.port): \(vehicle.spacecraft)" + (vehicle.dockedText.map { ", docked \($0)" } ?? "") + launch)
                for member in vehicle.launchedCrew { print("    " + Self.line(member)) }
            }
        }
        if let description = detail.description { print("\n" + wrap(description, width: 80)) }
    }

    private static func line(_ member: LaunchDetailViewModel.CrewMember) -> String {
        member.name + (member.role.map { ", \($0)" } ?? "")
    }
}

/// Who is in space, as both commands print it: the headline, the counts aboard, the names known.
enum InSpaceText {
    static func lines(_ view: InSpaceViewModel) -> [String] {
        [view.headline + (view.total == 0 ? "." : ":")] + view.aboard.map { "  \($0)" } + view.named.map { "  \($0.name)" }
    }
}
