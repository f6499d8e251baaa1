import AlmanacCore
import AlmanacPresentation

/// Pieces the astronauts', stations' and spacecraft's pages share.
enum AstronautViews {
    enum Tab: CaseIterable {
        case astronauts, stations, spacecraft

        var label: String {
            switch self {
            case .astronauts: "Astronauts"
            case .stations: "Space stations"
            case .spacecraft: "Spacecraft"
            }
        }

        var route: Route {
            switch self {
            case .astronauts: .astronauts()
            case .stations: .stations
            case .spacecraft: .spacecraftList
            }
        }
    }

    /// The launches section's tabs (People marked), then Astronauts, Space stations and Spacecraft.
    static func tabs(current: Tab) -> HTML { "\(SpaceXViews.tabs(current: .people))\n\(drawnTabs[current] ?? .empty)" }

    private static let drawnTabs = Components.tabStrips(label: "People", Tab.allCases, currents: Tab.allCases) { ($0.label, $0.route) }

    /// A portrait or a station's picture through the image proxy, or the placeholder.
    static func picture(_ url: String?, of name: String, size: Int) -> HTML {
        """
        <img class="patch" src="\(url ?? Route.asset("patch-placeholder.svg").href)" alt="\(url == nil ? "No picture" : "Picture") of \(name)" width="\(size)" height="\(size)" loading="lazy">
        """
    }

    /// A spacecraft's name, linked to its kind's page when the record says which.
    static func spacecraftName(_ name: String, id: Int?) -> HTML {
        id.map { "<a href=\"\(Route.spacecraft(id: String($0)))\">\(name)</a>" } ?? "\(name)"
    }

    /// A crew member, linked to their page when Launch Library 2 gave an id.
    static func crewMember(_ member: LaunchDetailViewModel.CrewMember) -> HTML {
        let name: HTML = member.astronautID.map { "<a href=\"\(Route.astronaut(id: String($0)))\">\(member.name)</a>" } ?? "\(member.name)"
        return "<li>\(name)\(member.role.map { " <span class=\"role\">· \($0)</span>" as HTML } ?? .empty)</li>"
    }

    /// The people-in-space card: the counts aboard each station, and the names where the data has them.
    static func inSpace(_ view: InSpaceViewModel) -> HTML {
        let aboard: HTML = view.aboard.isEmpty ? .empty : "<ul>\(view.aboard.map { "<li>\($0)</li>" as HTML })</ul>"
        let named: HTML =
            view.named.isEmpty
            ? .empty
            : "<ul class=\"people\">\(view.named.map { "<li><a href=\"\(Route.astronaut(id: String($0.id)))\">\($0.name)</a></li>" as HTML })</ul>"
        return """
            <section class="in-space card" aria-labelledby="in-space-title">
              <h2 id="in-space-title">\(view.headline)</h2>
              \(aboard)\(named)
              <p><a href="\(Route.stations)">Space stations</a> · <a href="\(Route.astronauts(AstronautQuery(condition: .inSpace)))">Astronauts in space</a></p>
            </section>
            """
    }
}
