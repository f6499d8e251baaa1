import AlmanacPresentation

/// What every facts page shows above its content: the section links and the safe-mode toggle.
struct FactsChrome: Sendable {
    struct Section: Sendable {
        let label: String
        let url: String
        let current: Bool
    }

    let sections: [Section]
    let safeModeOn: Bool
    /// Where the toggle returns to: the page it was used on.
    let backURL: String

    enum Current: Sendable { case search, random, today, none }

    init(current: Current, safeModeOn: Bool, backURL: String) {
        sections = [
            Section(label: "Search", url: "/facts", current: current == .search),
            Section(label: "Random fact", url: "/facts/random", current: current == .random),
            Section(label: "Fact of the day", url: "/facts/today", current: current == .today),
        ]
        self.safeModeOn = safeModeOn
        self.backURL = backURL
    }
}
