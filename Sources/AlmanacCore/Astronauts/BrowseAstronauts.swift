/// The astronauts list: filtered and ordered in memory over every stored astronaut, with the
/// agencies and nationalities there are to choose from (a filter that names nothing is refused by name).
public struct BrowseAstronauts: Sendable {
    private let store: any AstronautStore

    public init(store: any AstronautStore) { self.store = store }

    public struct Listing: Sendable {
        public let page: Page<Astronaut>
        /// Every agency (abbreviation, else name) and nationality the stored astronauts have, sorted.
        public let agencies: [String]
        public let nationalities: [String]
        /// Whether any astronaut is stored at all (an empty store says so rather than "no match").
        public let hasData: Bool
    }

    public func callAsFunction(_ query: AstronautQuery) async throws -> Listing {
        let (roster, matching) = try await filtered(query)
        let items = Array(matching.dropFirst(min(query.page.offset, matching.count)).prefix(query.page.limit))
        return Listing(
            page: Page(items: items, request: query.page, total: matching.count), agencies: roster.agencies,
            nationalities: roster.nationalities, hasData: !roster.astronauts.isEmpty)
    }

    /// Every astronaut that matches, in order, unpaged (the terminal's `--in-space` lists them all).
    public func matching(_ query: AstronautQuery) async throws -> [Astronaut] { try await filtered(query).matching }

    private func filtered(_ query: AstronautQuery) async throws -> (roster: AstronautRoster, matching: [Astronaut]) {
        let roster = try await store.roster()
        let all = roster.astronauts
        if let agency = query.agency, !all.isEmpty,
            !all.contains(where: {
                $0.agency.map { [$0.abbreviation, $0.name].compactMap { $0?.foldedForSearch } }?.contains(agency.foldedForSearch) == true
            })
        {
            throw InvalidInput.unknown(.agency, "\(.agency) must be an agency an astronaut flies for, such as NASA or CNSA (got \"\(agency)\")")
        }
        if let nationality = query.nationality, !all.isEmpty,
            !roster.nationalities.contains(where: { $0.foldedForSearch == nationality.foldedForSearch })
        {
            throw InvalidInput.unknown(
                .nationality, "\(.nationality) must be a nationality an astronaut has, such as American or Chinese (got \"\(nationality)\")")
        }
        return (roster, roster.matching(query))
    }
}

/// One astronaut by Launch Library 2's id, their whole name, or a part of a name no other has
/// ("276", "Peggy Whitson", "whitson"), with each flight's launch where the store holds it.
public struct ShowAstronaut: Sendable {
    private let store: any AstronautStore
    private let launches: any LaunchStore

    public init(store: any AstronautStore, launches: any LaunchStore) {
        self.store = store
        self.launches = launches
    }

    /// The astronaut, and for each flight the id of the stored launch (nil when the store lacks it).
    public struct Profile: Sendable {
        public let astronaut: Astronaut
        public let flights: [(flight: Astronaut.Flight, launchID: String?)]
    }

    public func callAsFunction(id: String) async throws -> Profile {
        let astronaut = try NamedRecords.find(id, in: try await store.astronauts(), kind: .astronaut, name: \.name)
        let listing = try await launches.listing()
        return Profile(astronaut: astronaut, flights: astronaut.flights.map { ($0, listing.launch(id: $0.launchID)?.id) })
    }
}
