import Foundation

/// A validated request for one page of a resource's list: search, sort, order, page.
public struct GalaxyQuery: Hashable, Sendable {
    public let resource: GalaxyResource
    /// Name or title contains this, case and accents ignored; nil lists everything.
    public let search: String?
    public let sort: GalaxySort
    public let order: ListOrder
    public let page: PageRequest

    public init(
        resource: GalaxyResource, search: String? = nil, sort: GalaxySort = .name,
        order: ListOrder = .ascending, page: PageRequest = .first
    ) {
        self.resource = resource
        self.search = search.nonEmpty?.trimmingTypedSpaces
        self.sort = sort
        self.order = order
        self.page = page
    }

    /// Validates raw text from a query string or flags; the error names the parameter and the choices.
    public init(
        resource: GalaxyResource, search: String?, sort: String?, order: String?, page: String?, limit: String?
    ) throws(InvalidInput) {
        var chosenSort = GalaxySort.name
        if let name = sort.nonEmpty?.lowercased() {
            guard let match = resource.sorts.first(where: { $0.name == name }) else {
                let allowed = resource.sorts.map(\.name).joined(separator: ", ")
                throw InvalidInput(.sort, "\(.sort) must be one of \(allowed) for \(resource.rawValue) (got \"\(sort ?? "")\")")
            }
            chosenSort = match
        }
        var chosenOrder = ListOrder.ascending
        if let text = order.nonEmpty?.lowercased() {
            guard let parsed = ListOrder(rawValue: text) else {
                throw InvalidInput(.order, "\(.order) must be asc or desc (got \"\(order ?? "")\")")
            }
            chosenOrder = parsed
        }
        if let search { try Self.searchLimit.check(search, field: .search) }
        self.init(
            resource: resource, search: search, sort: chosenSort, order: chosenOrder,
            page: try PageRequest(parsingPage: page, limit: limit)
        )
    }

    /// A name search: at most 100 characters.
    public static let searchLimit = TextLimit(0...100)

    /// Whether the list is narrowed by a search.
    public var isFiltered: Bool { search != nil }
}
