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
        self.init(slice: { start, end in Array(items[start..<end]) }, totalCount: items.count, arguments: arguments)
    }

    /// The window chosen from a list of `totalCount` items of which `slice` gives a range.
    init(slice: (Int, Int) -> [any Sendable], totalCount: Int, arguments: ConnectionArguments) {
        let window = arguments.window(count: totalCount)
        let nodes = window.start < window.end ? slice(window.start, window.end) : []
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
