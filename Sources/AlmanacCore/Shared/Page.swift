/// One page of a longer list, with the total so a client can tell where the list ends.
public struct Page<Item: Sendable>: Sendable {
    public let items: [Item]
    public let request: PageRequest
    /// How many items match in all pages together.
    public let total: Int

    public init(items: [Item], request: PageRequest, total: Int) {
        self.items = items
        self.request = request
        self.total = total
    }

    public var hasNextPage: Bool { request.offset + items.count < total }

    /// How many pages the whole list fills; an empty list still has page 1.
    public var pageCount: Int { max(1, (total + request.limit - 1) / request.limit) }

    public func map<Other: Sendable>(_ transform: (Item) throws -> Other) rethrows -> Page<Other> {
        Page<Other>(items: try items.map(transform), request: request, total: total)
    }
}

extension Page: Equatable where Item: Equatable {}
