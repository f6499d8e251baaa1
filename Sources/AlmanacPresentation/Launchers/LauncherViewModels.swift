import AlmanacCore

extension Noun {
    public static let launcher = Noun("rocket")
    public static let rocketFamily = Noun("family", plural: "families")
}

/// A row of the rockets list (every provider's configurations), the same for the page, the JSON
/// API and the terminal.
public struct LauncherRowViewModel: Hashable, Sendable, Encodable {
    /// "falcon-9-block-5": the page's path part.
    public let id: String
    public let name: String
    /// "Falcon", or "—".
    public let familyText: String
    /// Who flew it most: "SpaceX", "Soviet Space Program and 2 more"; "—" for none named.
    public let providersText: String
    public let launchCount: Int
    /// "1,127 launches, 93 % successful".
    public let launchesText: String
    /// "95 %", or "—".
    public let successText: String
    /// "1957–2026", "2018", or "—" when none has flown.
    public let yearsText: String

    public init(_ launcher: Launcher) {
        id = launcher.id
        name = launcher.name
        familyText = launcher.family ?? "—"
        providersText = Self.providersText(launcher.providers)
        launchCount = launcher.tally.total
        launchesText = launcher.tally.launchesText
        successText = launcher.tally.successText
        yearsText = launcher.tally.yearsText
    }

    static func providersText(_ providers: [LaunchProvider]) -> String {
        guard let first = providers.first else { return "—" }
        return providers.count == 1 ? first.name : "\(first.name) and \(providers.count - 1) more"
    }
}

/// One rocket's page: its counts, who flew it and its first and latest flights.
public struct LauncherDetailViewModel: Hashable, Sendable, Encodable {
    public let summary: LauncherRowViewModel
    /// Every provider that flew it, the most flights first, with its agency page's id.
    public let providers: [Provider]
    /// Label and value, in reading order; missing values are left out.
    public let facts: [LabelledFact]

    public init(_ launcher: Launcher, environment: PresentationEnvironment) {
        summary = LauncherRowViewModel(launcher)
        providers = launcher.providers.map { Provider(id: $0.id, name: $0.name) }
        let tally = launcher.tally
        facts = LabelledFact.present(
            [("Family", launcher.family)] + tally.facts(environment: environment) + [
                ("Success rate", tally.successes + tally.failures == 0 ? nil : summary.successText),
                ("Successes in a row", launcher.currentStreak < 2 ? nil : NumberText.grouped(launcher.currentStreak)),
                ("Crewed flights", launcher.crewedFlights == 0 ? nil : NumberText.grouped(launcher.crewedFlights)),
            ])
    }

    public struct Provider: Hashable, Sendable, Encodable {
        public let id: Int
        public let name: String
    }
}

/// The rockets list's rows under their families, the family with the most launches first (its
/// rockets keep the list's order); rockets of no named family last, as "Other rockets".
public struct LauncherFamilyViewModel: Hashable, Sendable {
    public let name: String
    /// "3 rockets, 2,012 launches".
    public let countText: String
    public let rows: [LauncherRowViewModel]

    public static func grouped(_ launchers: [Launcher]) -> [LauncherFamilyViewModel] {
        var order: [String?] = []
        var members: [String?: [Launcher]] = [:]
        for launcher in launchers {
            if members[launcher.family] == nil { order.append(launcher.family) }
            members[launcher.family, default: []].append(launcher)
        }
        let families = order.map { family in (family, members[family] ?? []) }
        let total = { (launchers: [Launcher]) in launchers.reduce(0) { $0 + $1.tally.total } }
        return families.sorted { left, right in
            // Unnamed last; otherwise by launches, then name.
            if (left.0 == nil) != (right.0 == nil) { return right.0 == nil }
            return (total(right.1), left.0 ?? "") < (total(left.1), right.0 ?? "")
        }.map { family, launchers in
            LauncherFamilyViewModel(
                name: family ?? "Other rockets",
                countText: "\(Noun.launcher.count(launchers.count)), \(Noun.launch.count(total(launchers)))",
                rows: launchers.map(LauncherRowViewModel.init))
        }
    }
}
