/// The raw text of a resource list's parameters, as a query string or flags give them.
extension GalaxyQuery {
    public struct Parameters: Hashable, Sendable {
        public var search, sort, order, page, limit: String?

        public init(search: String? = nil, sort: String? = nil, order: String? = nil, page: String? = nil, limit: String? = nil) {
            self.search = search
            self.sort = sort
            self.order = order
            self.page = page
            self.limit = limit
        }

        /// Reads each parameter by its query-string name.
        public init(reading value: (Field) -> String?) {
            self.init(search: value(.search), sort: value(.sort), order: value(.order), page: value(.page), limit: value(.limit))
        }

        /// The parameters as query items in `Field` order.
        public var queryItems: [(String, String?)] {
            [(Field.search.rawValue, search), (Field.sort.rawValue, sort), (Field.order.rawValue, order),
             (Field.limit.rawValue, limit), (Field.page.rawValue, page)]
        }
    }

    /// The query-string name of each parameter.
    public enum Field: String, CaseIterable, Sendable {
        case search = "q", sort, order, limit, page
    }

    /// Validates raw parameters for a resource.
    public init(resource: GalaxyResource, parsing raw: Parameters) throws(InvalidInput) {
        try self.init(resource: resource, search: raw.search, sort: raw.sort, order: raw.order, page: raw.page, limit: raw.limit)
    }
}
