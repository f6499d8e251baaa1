import AlmanacCore

/// A path with `{name}` placeholders: the one spelling of a route, from which the router
/// registers it, links are built and the API is documented.
public struct RouteTemplate: Hashable, Sendable, CustomStringConvertible {
    /// `/launches/{id}`.
    public let pattern: String
    /// The pattern cut at its placeholders: the text around them (`/launches/`, ``) and
    /// the placeholders as written (`{id}`), worked out once: every link of every page is built
    /// from them.
    private let literals: [String]
    private let placeholders: [String]

    public init(_ pattern: String) {
        self.pattern = pattern
        var (literals, placeholders) = ([String](), [String]())
        var rest = pattern[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            literals.append(String(rest[..<open]))
            placeholders.append(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        literals.append(String(rest))
        self.literals = literals
        self.placeholders = placeholders
    }

    /// This template with `suffix` (which has no placeholder) after its pattern, made from the
    /// parts worked out already: a download's template beside its list's, made for each of its
    /// links, without parsing the pattern again.
    public func appending(_ suffix: String) -> RouteTemplate {
        var literals = literals
        literals[literals.count - 1] += suffix
        return RouteTemplate(pattern: pattern + suffix, literals: literals, placeholders: placeholders)
    }

    private init(pattern: String, literals: [String], placeholders: [String]) {
        (self.pattern, self.literals, self.placeholders) = (pattern, literals, placeholders)
    }

    public var description: String { pattern }

    /// The pattern up to its first placeholder: `/launches/` of `/launches/{id}`.
    public var leadingLiteral: String { literals[0] }

    /// The path with each placeholder replaced, in order, by a percent-encoded value (a
    /// placeholder with no value left stays as written).
    public func path(_ values: String...) -> String {
        var path = literals[0]
        for (index, placeholder) in placeholders.enumerated() {
            path += index < values.count ? PercentEncoding.component(values[index]) : placeholder
            path += literals[index + 1]
        }
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
        guard !query.isEmpty || fragment != nil else { return path }
        var rest: [UInt8] = []
        writeQueryAndFragment(into: &rest, ampersand: "&")
        return path + String(decoding: rest, as: UTF8.self)
    }

    /// Writes `?name=value&…#fragment`, every name and value percent-encoded, onto the end of
    /// `bytes`, with `ampersand` between the pairs (`&amp;` in HTML): a page's links are written
    /// straight into its bytes this way, rather than made into a string of its own and then
    /// escaped into the page, for each of a page's many links.
    public func writeQueryAndFragment(into bytes: inout [UInt8], ampersand: StaticString) {
        guard !query.isEmpty || fragment != nil else { return }
        bytes.reserveCapacity(
            bytes.count + query.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 2 + ampersand.utf8CodeUnitCount }
                + (fragment?.utf8.count ?? 0) + 1)
        for (index, item) in query.enumerated() {
            if index == 0 {
                bytes.append(UInt8(ascii: "?"))
            } else {
                ampersand.withUTF8Buffer { bytes.append(contentsOf: $0) }
            }
            PercentEncoding.append(component: item.name, to: &bytes)
            bytes.append(UInt8(ascii: "="))
            PercentEncoding.append(component: item.value, to: &bytes)
        }
        if let fragment {
            bytes.append(UInt8(ascii: "#"))
            PercentEncoding.append(component: fragment, to: &bytes)
        }
    }
}
