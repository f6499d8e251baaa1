/// What the agencies pages, API and commands call, over one store.
public struct AgencyUseCases: Sendable {
    public let browse: BrowseAgencies
    public let show: ShowAgency

    public init(store: any AgencyStore) {
        browse = BrowseAgencies(store: store)
        show = ShowAgency(store: store)
    }
}
