import AlmanacCore

/// A path with `{name}` placeholders: the one spelling of a route, from which the router
/// registers it, links are built and the API is documented.
public struct RouteTemplate: Hashable, Sendable, CustomStringConvertible {
    /// `/spacex/launches/{id}`.
    public let pattern: String

    public init(_ pattern: String) { self.pattern = pattern }

    public var description: String { pattern }

    /// The placeholders' names, in order: `["resource", "id"]`.
    public var parameterNames: [String] {
        pattern.split(separator: "/").compactMap { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? String(segment.dropFirst().dropLast()) : nil
        }
    }

    /// The path with each placeholder replaced, in order, by a percent-encoded value (a
    /// placeholder with no value left stays as written). Every link of every page is built
    /// here, so it scans the pattern once rather than splitting it into segments.
    public func path(_ values: String...) -> String {
        var remaining = values[...]
        var path = ""
        path.reserveCapacity(pattern.utf8.count + 32)
        var rest = pattern[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            path += rest[..<open]
            path += remaining.popFirst().map(PercentEncoding.component) ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        path += rest
        return path
    }
}

/// A path and its query, as a link, form action or redirect target uses it.
public struct RouteURL: Hashable, Sendable, CustomStringConvertible {
    public let path: String
    /// Name and value pairs in order; empty values are left out.
    public let query: [QueryItem]
    /// `#city-3`, without the `#`.
    public let fragment: String?

    public struct QueryItem: Hashable, Sendable {
        public let name: String
        public let value: String
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(path: String, query: [(String, String?)] = [], fragment: String? = nil) {
        self.path = path
        self.query = query.compactMap { name, value in
            guard let value, !value.isEmpty else { return nil }
            return QueryItem(name, value)
        }
        self.fragment = fragment
    }

    /// `/facts?q=kick&page=2#top`, every name and value percent-encoded.
    public var description: String {
        var text = path
        if !query.isEmpty {
            text += "?" + query.map { PercentEncoding.component($0.name) + "=" + PercentEncoding.component($0.value) }.joined(separator: "&")
        }
        if let fragment { text += "#" + PercentEncoding.component(fragment) }
        return text
    }
}
