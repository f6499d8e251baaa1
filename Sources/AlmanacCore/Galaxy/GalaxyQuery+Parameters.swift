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

        /// Reads each parameter by its field.
        public init(reading value: (InputField) -> String?) {
            self.init(search: value(.search), sort: value(.sort), order: value(.order), page: value(.page), limit: value(.limit))
        }

        /// The parameters as query items in `fields` order.
        public var queryItems: [(String, String?)] {
            [
                (InputField.search.rawValue, search), (InputField.sort.rawValue, sort), (InputField.order.rawValue, order),
                (InputField.limit.rawValue, limit), (InputField.page.rawValue, page),
            ]
        }
    }

    /// Every parameter of a resource list, in the order links list them.
    public static let fields: [InputField] = [.search, .sort, .order, .limit, .page]

    /// Validates raw parameters for a resource.
    public init(resource: GalaxyResource, parsing raw: Parameters) throws(InvalidInput) {
        try self.init(resource: resource, search: raw.search, sort: raw.sort, order: raw.order, page: raw.page, limit: raw.limit)
    }
}
