/// What the astronauts', stations' and spacecraft's pages, API and commands call, over one store
/// (and the launches, which their flights and docked vehicles link to).
public struct AstronautUseCases: Sendable {
    public let browse: BrowseAstronauts
    public let show: ShowAstronaut
    public let stations: BrowseStations
    public let station: ShowStation
    public let spacecraft: BrowseSpacecraft
    public let oneSpacecraft: ShowSpacecraft

    public init(store: any AstronautStore, launches: any LaunchStore) {
        browse = BrowseAstronauts(store: store)
        show = ShowAstronaut(store: store, launches: launches)
        stations = BrowseStations(store: store)
        station = ShowStation(store: store, launches: launches)
        spacecraft = BrowseSpacecraft(store: store)
        oneSpacecraft = ShowSpacecraft(store: store, launches: launches)
    }
}
