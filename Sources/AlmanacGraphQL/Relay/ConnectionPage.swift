/// What a connection field resolves to: the chosen edges, where they sit, and the whole list's size.
struct ConnectionPage: Sendable {
    struct Edge: Sendable {
        let node: any Sendable
        let cursor: String
    }

    struct PageInfo: Sendable {
        let hasNextPage: Bool
        let hasPreviousPage: Bool
        let startCursor: String?
        let endCursor: String?
    }

    let edges: [Edge]
    let pageInfo: PageInfo
    let totalCount: Int

    /// The window of `items` the arguments choose (the whole list is at hand).
    init(_ items: [some Sendable], arguments: ConnectionArguments) {
        // A cursor past the end gives an empty range beyond the list: nothing to slice.
        let range = Self.range(totalCount: items.count, arguments: arguments)
        let window: [any Sendable] = range.isEmpty ? [] : items[range].map { $0 as any Sendable }
        self.init(window: window, totalCount: items.count, arguments: arguments)
    }

    /// A connection from its window alone (`range(totalCount:arguments:)` of a list of
    /// `totalCount`, read by the caller): a list the store reads a page at a time.
    init(window nodes: [any Sendable], totalCount: Int, arguments: ConnectionArguments) {
        let window = arguments.window(count: totalCount)
        edges = nodes.enumerated().map { Edge(node: $1, cursor: Cursor.encode(window.start + $0)) }
        pageInfo = PageInfo(
            hasNextPage: window.hasNext, hasPreviousPage: window.hasPrevious,
            startCursor: edges.first?.cursor, endCursor: edges.last?.cursor)
        self.totalCount = totalCount
    }

    /// The window's start and end in a list of `totalCount`, for a source that reads only that range.
    static func range(totalCount: Int, arguments: ConnectionArguments) -> Range<Int> {
        let window = arguments.window(count: totalCount)
        return window.start..<max(window.start, window.end)
    }
}
