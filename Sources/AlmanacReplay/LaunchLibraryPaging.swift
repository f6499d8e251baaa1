import Foundation

/// Launch Library 2's list answers: its filters (`lsp__id`, one id or several; `net__gt`,
/// `net__gte`, `net__lt`, `net__lte`, `last_updated__gte`; `search` in the name), its paging
/// (`limit` up to 100, `offset`, absolute `next` and `previous` links to the same query) and
/// its 400 bodies, over an index of the launches, so the records themselves are read only for
/// the page answered. The replay server pages its snapshot with it; Almanac's Launch Library
/// mirror pages the store.
public enum LaunchLibraryPaging {
    /// What the filters read of a launch.
    public struct Entry: Sendable {
        public let id: String
        public let providerID: Int?
        public let lastUpdated: Date?
        public let net: Date?
        /// Its name, lower-cased, for `search`.
        public let foldedName: String

        public init(id: String, providerID: Int?, lastUpdated: Date?, net: Date?, name: String) {
            (self.id, self.providerID, self.lastUpdated, self.net) = (id, providerID, lastUpdated, net)
            foldedName = name.lowercased()
        }
    }

    /// One page: the ids to answer, in order, and the list's shape around them.
    public struct Page: Sendable {
        public let ids: [String]
        public let count: Int
        public let next: String?
        public let previous: String?

        /// The page as Launch Library sends it, its records' JSON in `bodies` (the page's order).
        public func document(_ bodies: [String]) -> String {
            func link(_ address: String?) -> String { address.map { "\"\($0)\"" } ?? "null" }
            return #"{"count":\#(count),"next":\#(link(next)),"previous":\#(link(previous)),"results":["# + bodies.joined(separator: ",") + "]}"
        }
    }

    /// The query's filters (the rest, `limit`, `offset` and `mode`, page it or are not applied).
    public static let filters: Set<String> = ["lsp__id", "net__gt", "net__gte", "net__lt", "net__lte", "last_updated__gte", "search"]

    /// The longest `search` answered: a name, not a document.
    static let searchLimit = 100

    /// The page of `entries` (in the list's order) that `query` asks for, its links to
    /// `address` (absolute, without a query); or the status and body of Launch Library's refusal.
    public static func page(_ entries: [Entry], query: [String: String], address: String) -> Result<Page, Refusal> {
        var entries = entries
        if let provider = query["lsp__id"] {
            let ids = provider.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard !ids.contains(nil) else { return .failure(Refusal(field: "lsp__id", message: "Enter a number.")) }
            entries = entries.filter { $0.providerID == nil || ids.contains($0.providerID) }
        }
        let bounds: [(String, (Date, Date) -> Bool)] = [("net__gt", (>)), ("net__gte", (>=)), ("net__lt", (<)), ("net__lte", (<=))]
        for (field, keeps) in bounds {
            guard let text = query[field] else { continue }
            guard let bound = date(text) else { return .failure(Refusal(field: field, message: "Enter a valid date/time.")) }
            entries = entries.filter { $0.net.map { keeps($0, bound) } ?? false }
        }
        if let since = query["last_updated__gte"] {
            guard let date = date(since) else { return .failure(Refusal(field: "last_updated__gte", message: "Enter a valid date/time.")) }
            entries = entries.filter { ($0.lastUpdated ?? .distantPast) >= date }
        }
        if let search = query["search"]?.trimmingCharacters(in: .whitespaces).lowercased(), !search.isEmpty {
            guard search.count <= searchLimit else {
                return .failure(Refusal(field: "search", message: "Ensure this field has no more than \(searchLimit) characters."))
            }
            entries = entries.filter { $0.foldedName.contains(search) }
        }
        // As Django REST framework's limit-offset paging reads them: a limit that is not a
        // positive integer is the default, a larger one the most; an offset that is not a
        // non-negative integer is the start, and one of any length past the end is past the end.
        let limit = integer(query["limit"]).map { $0 > 0 ? min($0, 100) : 10 } ?? 10
        let offset = min(integer(query["offset"]).map { max($0, 0) } ?? 0, entries.count)
        func link(_ offset: Int) -> String {
            var parameters = query
            parameters["limit"] = String(limit)
            parameters["offset"] = String(offset)
            let text = parameters.sorted { $0.key < $1.key }.map {
                "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
            }
            return "\(address)?\(text.joined(separator: "&"))"
        }
        return .success(
            Page(
                ids: entries.dropFirst(offset).prefix(limit).map(\.id), count: entries.count,
                next: offset + limit < entries.count ? link(offset + limit) : nil, previous: offset > 0 ? link(max(offset - limit, 0)) : nil))
    }

    /// A decimal integer of any length, as Python's `int` reads one: beyond `Int`'s range it
    /// saturates (a 20-digit offset is past the end, not unreadable); nil when it is not one.
    static func integer(_ text: String?) -> Int? {
        guard let text else { return nil }
        if let value = Int(text) { return value }
        let sign = text.first.flatMap { "+-".contains($0) ? $0 : nil }
        let digits = sign == nil ? Substring(text) : text.dropFirst()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else { return nil }
        return sign == "-" ? Int.min : Int.max
    }

    /// A filter Launch Library refuses: 400 with `{"field": ["message"]}`.
    public struct Refusal: Error, Sendable {
        public let field: String
        public let message: String

        public var body: String {
            let encoded = (try? JSONSerialization.data(withJSONObject: [field: [message]], options: .withoutEscapingSlashes)).map {
                String(decoding: $0, as: UTF8.self)
            }
            return encoded ?? #"{"detail":"Bad request."}"#
        }
    }

    /// An ISO 8601 date and time, or a day (Launch Library takes both).
    private static func date(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle().year().month().day())
    }
}
