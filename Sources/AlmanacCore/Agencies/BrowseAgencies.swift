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
        let (all, matching) = try await filtered(query)
        let items = Array(matching.dropFirst(min(query.page.offset, matching.count)).prefix(query.page.limit))
        return Listing(
            page: Page(items: items, request: query.page, total: matching.count), types: Self.types(all), countries: Self.countries(all),
            hasData: !all.isEmpty)
    }

    /// Every agency that matches, unpaged (GraphQL's connections window it themselves).
    public func matching(_ query: AgencyQuery) async throws -> [Agency] { try await filtered(query).matching }

    /// A type or country no stored agency has is well-formed input naming nothing: a 404 with
    /// the choices, as the launches filters answer.
    private func filtered(_ query: AgencyQuery) async throws -> (all: [Agency], matching: [Agency]) {
        let all = try await store.agencies()
        if let type = query.type, !all.isEmpty, !Self.types(all).contains(type) {
            throw InvalidInput.unknown(.agencyType, "\(.agencyType) must be one of \(Self.types(all).joined(separator: ", ")) (got \"\(type)\")")
        }
        if let country = query.country, !all.isEmpty, !all.contains(where: { $0.countryCodes.contains(country) }) {
            throw InvalidInput.unknown(.country, "\(.country) must be a country code an agency has, such as USA or JPN (got \"\(country)\")")
        }
        return (all, all.filter(query.matches))
    }

    private static func types(_ all: [Agency]) -> [String] { Set(all.compactMap(\.type)).sorted() }
    private static func countries(_ all: [Agency]) -> [String] { Set(all.flatMap(\.countryCodes)).sorted() }
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
