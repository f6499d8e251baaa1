import GraphQL
import OrderedCollections

/// `first`, `after`, `last` and `before` of a Relay connection, checked: counts are whole numbers
/// from 0 to `maximumCount`; a cursor that is not one of ours counts as absent (as graphql-relay
/// reads it).
struct ConnectionArguments: Sendable {
    /// The most items one connection hands out per request.
    static let maximumCount = 100

    let first: Int?
    let after: Int?
    let last: Int?
    let before: Int?

    /// The arguments every connection field takes.
    static let definitions: GraphQLArgumentConfigMap = [
        "after": GraphQLArgument(type: GraphQLString, description: "Items after this cursor."),
        "first": GraphQLArgument(type: GraphQLInt, description: "At most this many items from the start (0 to \(maximumCount))."),
        "before": GraphQLArgument(type: GraphQLString, description: "Items before this cursor."),
        "last": GraphQLArgument(type: GraphQLInt, description: "At most this many items from the end (0 to \(maximumCount))."),
    ]

    private init(first: Int?, after: Int?, last: Int?, before: Int?) {
        self.first = first
        self.after = after
        self.last = last
        self.before = before
    }

    /// The same window with `first` set (a list's default page size).
    func with(first: Int) -> ConnectionArguments { ConnectionArguments(first: first, after: after, last: last, before: before) }

    init(_ arguments: Map) throws {
        first = try Self.count(arguments["first"], name: "first")
        last = try Self.count(arguments["last"], name: "last")
        after = arguments["after"].string.flatMap(Cursor.offset)
        before = arguments["before"].string.flatMap(Cursor.offset)
    }

    private static func count(_ value: Map, name: String) throws -> Int? {
        guard case .number(let number) = value else { return nil }
        guard let count = Int(exactly: number.doubleValue) else { throw GraphFailure("Argument \"\(name)\" must be a whole number") }
        guard count >= 0 else { throw GraphFailure("Argument \"\(name)\" must be a non-negative integer") }
        guard count <= maximumCount else {
            throw GraphFailure("Argument \"\(name)\" must be at most \(maximumCount) (got \(count)); page with \"after\" for more")
        }
        return count
    }

    /// The window of a list of `count` items these arguments choose, as graphql-relay's
    /// `connectionFromArray` computes it.
    func window(count: Int) -> (start: Int, end: Int, hasPrevious: Bool, hasNext: Bool) {
        var start = 0
        var end = count
        if let after { start = max(start, after + 1) }
        if let before { end = min(end, before) }
        if let first { end = min(end, start + first) }
        if let last { start = max(start, end - last) }
        let lowerBound = after.map { $0 + 1 } ?? 0
        let upperBound = before ?? count
        return (max(start, 0), max(min(end, count), max(start, 0)), last != nil && start > lowerBound, first != nil && end < upperBound)
    }
}

/// A position in a list as graphql-relay writes it: base64 of `arrayconnection:<offset>`.
enum Cursor {
    private static let prefix = "arrayconnection:"

    static func encode(_ offset: Int) -> String { GlobalID(type: "arrayconnection", id: String(offset)).encoded }

    /// Past any list Almanac holds: a larger offset reads as this one (the same empty page), so
    /// the window's arithmetic never meets `Int.max`.
    static let farthest = 1 << 40

    static func offset(_ cursor: String) -> Int? {
        guard let decoded = GlobalID(encoded: cursor), decoded.type + ":" == prefix, let offset = Int(decoded.id), offset >= 0 else { return nil }
        return min(offset, farthest)
    }
}
