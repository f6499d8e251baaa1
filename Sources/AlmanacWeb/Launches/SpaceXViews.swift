import AlmanacPresentation

/// Pieces the launches section's pages share.
enum SpaceXViews {
    /// The launches section's own pages, as tabs: every provider's launches, where they left
    /// from, on what and who flew them, then what the SpaceX API adds (boosters, and the company,
    /// whose page leads to its rockets catalogue: eight tabs wrapped badly on a phone).
    enum Tab: CaseIterable {
        case launches, statistics, launchers, sites, agencies, people, boosters, company

        var label: String {
            switch self {
            case .company: "SpaceX"
            case .launches: "Launches"
            case .statistics: "Statistics"
            case .launchers: "Rockets"
            case .sites: "Sites"
            case .agencies: "Agencies"
            case .people: "People"
            case .boosters: "Boosters"
            }
        }

        var route: Route {
            switch self {
            case .company: .company
            case .launches: .launches()
            case .statistics: .launchStatistics
            case .launchers: .launchers
            case .sites: .sites
            case .agencies: .agencies()
            case .people: .astronauts()
            case .boosters: .boosters
            }
        }
    }

    /// Launches, Statistics, Rockets, Sites, Agencies, People, Boosters, SpaceX; the current one marked.
    static func tabs(current: Tab) -> HTML { drawnTabs[current] ?? .empty }

    private static let drawnTabs = Components.tabStrips(label: "Launches", Tab.allCases, currents: Tab.allCases) { ($0.label, $0.route) }
}
