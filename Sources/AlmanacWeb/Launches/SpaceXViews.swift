import AlmanacPresentation

/// Pieces the SpaceX pages share.
enum SpaceXViews {
    /// The SpaceX section's own pages, as tabs.
    enum Tab: CaseIterable {
        case company, launches, rockets, boosters

        var label: String {
            switch self {
            case .company: "Company"
            case .launches: "Launches"
            case .rockets: "Rockets"
            case .boosters: "Boosters"
            }
        }

        var route: Route {
            switch self {
            case .company: .company
            case .launches: .launches()
            case .rockets: .rockets
            case .boosters: .boosters
            }
        }
    }

    /// Company, Launches, Rockets, Boosters; the current one marked.
    static func tabs(current: Tab) -> HTML { drawnTabs[current] ?? .empty }

    private static let drawnTabs = Components.tabStrips(label: "SpaceX", Tab.allCases, currents: Tab.allCases) { ($0.label, $0.route) }
}
