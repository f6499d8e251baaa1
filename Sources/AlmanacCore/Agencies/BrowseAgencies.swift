/// The agencies list: filtered in memory over every stored agency, with the types and countries
/// there are to choose from (so a filter that names nothing is refused by name).
public struct BrowseAgencies: Sendable {
    private let store: any AgencyStore

    public init(store: any AgencyStore) { self.store = store }

    /// One page of the agencies that match, and the choices of each filter.
    public struct Listing: Sendable {
        public let page: Page<Agency>
        /// Every type and country code the stored agencies have, sorted.
        public let types: [String]
        public let countries: [String]
        /// Whether any agency is stored at all (an empty store says so rather than "no match").
        public let hasData: Bool
    }

    public func callAsFunction(_ query: AgencyQuery) async throws -> Listing {
        let all = try await store.agencies()
        let types = Set(all.compactMap(\.type)).sorted()
        let countries = Set(all.flatMap(\.countryCodes)).sorted()
        if let type = query.type, !all.isEmpty, !types.contains(type) {
            throw InvalidInput(.agencyType, "\(.agencyType) must be one of \(types.joined(separator: ", ")) (got \"\(type)\")")
        }
        if let country = query.country, !all.isEmpty, !countries.contains(country) {
            throw InvalidInput(.country, "\(.country) must be a country code an agency has, such as USA or JPN (got \"\(country)\")")
        }
        let matching = all.filter(query.matches)
        let items = Array(matching.dropFirst(min(query.page.offset, matching.count)).prefix(query.page.limit))
        return Listing(
            page: Page(items: items, request: query.page, total: matching.count), types: types, countries: countries, hasData: !all.isEmpty)
    }
}

/// One agency by its Launch Library 2 id or its abbreviation ("121", "SpaceX", "nasa").
public struct ShowAgency: Sendable {
    private let store: any AgencyStore

    public init(store: any AgencyStore) { self.store = store }

    public func callAsFunction(id: String) async throws -> Agency {
        if let number = Int(id), let agency = try await store.agency(id: number) { return agency }
        let folded = id.foldedForSearch
        if let named = try await store.agencies().first(where: { $0.abbreviation?.foldedForSearch == folded || $0.name.foldedForSearch == folded }) {
            return named
        }
        throw NotFound(.agency, id: id)
    }
}
