import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import ArgumentParser

/// `almanac star launch crew-5`, `almanac star people 1 --remove`: stars a record the store
/// holds (or unstars it) for a profile, the local one unless `--profile` names a visitor's.
struct StarCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "star", abstract: "Star a launch, booster, astronaut, space station, fact or Star Wars record (or unstar it with --remove).",
        discussion:
            "KIND is one of \(StarKind.allCases.map(\.rawValue).joined(separator: ", ")). A launch is found as `almanac launch` finds it (id, flight number or name), an astronaut or a station by id or name; a booster by its serial."
    )

    @Argument(help: "What to star: launch, booster, astronaut, station, fact, or a SWAPI resource (people, planets…).") var kind: String
    @Argument(help: "The record's id (a launch's, astronaut's or station's name works too).") var id: String
    @Flag(help: "Unstar it instead.") var remove = false
    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions
    @OptionGroup var profileOption: ProfileOption

    func run() async throws {
        let composition = try await Composition.open(options)
        let profile = try await profileOption.checked(in: composition.profiles)
        let stars = composition.starUseCases
        let state = try await runQuery(naming: [.starKind: "KIND"]) {
            let kind = try StarKind(parsing: kind)
            // "crew-5" and "188" name a launch as they do for `almanac launch`, "Peggy Whitson"
            // an astronaut as for `almanac astronaut`, "mir" a station as for `almanac station`.
            let id =
                switch kind {
                case .launch: try await composition.launchUseCases.show(id: id).launch.id
                case .astronaut: String(try await composition.astronautUseCases.show(id: id).astronaut.id)
                case .station: String(try await composition.astronautUseCases.station(id: id).station.id)
                default: id
                }
            if remove {
                let removed = try await stars.unstar(kind, id: id, for: profile)
                return (kind: kind, id: id, name: removed?.name ?? id, starred: false, changed: removed != nil)
            }
            let star = try await stars.target(kind, id: id)
            try await stars.keep(star, for: profile)
            return (kind: kind, id: star.id, name: star.name, starred: true, changed: true)
        }
        if display.json {
            return try JSONOutput.print(StarStateViewModel(kind: state.kind, id: state.id, starred: state.starred))
        }
        switch (state.starred, state.changed) {
        case (true, _): print("Starred the \(state.kind.noun) \(state.name, .strong).")
        case (false, true): print("Unstarred the \(state.kind.noun) \(state.name, .strong).")
        case (false, false): print("The \(state.kind.noun) \(state.id) was not starred.")
        }
    }
}

/// `almanac starred`: the profile's stars by kind, newest first.
struct StarredCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "starred", abstract: "List the starred launches, boosters, astronauts, stations, facts and Star Wars records, newest first.")

    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions
    @OptionGroup var profileOption: ProfileOption

    func run() async throws {
        let composition = try await Composition.open(options)
        let profile = try await profileOption.checked(in: composition.profiles)
        let starred = try await composition.starUseCases.list(of: profile)
        if display.json { return try JSONOutput.print(starred.map(StarViewModel.init)) }
        guard !starred.isEmpty else { return print("Nothing starred yet: `almanac star KIND ID` stars a record.") }
        for (index, group) in StarredViewModel(starred).groups.enumerated() {
            print((index == 0 ? "" : "\n") + "\(group.title, .strong)")
            var table = TextTable([.init(title: "Name", shrinks: true), .init(title: "Id"), .init(title: "Starred")])
            for star in group.stars {
                table.add([
                    star.inData ? StyledText(star.name) : StyledText(star.name + " (no longer in the data)", .quiet),
                    StyledText(star.id, .quiet), StyledText(String(star.starredAt.prefix(10))),
                ])
            }
            print(table.render())
        }
    }
}
