import AlmanacCore
import Hummingbird
import HummingbirdCore
import Synchronization

/// A request's query parameters, kept in the request's context by `FrontDoorMiddleware` and
/// read from there by the viewer's zone, the filters and every handler. Parsed at most once,
/// on the first look-up that needs it: Hummingbird parses the whole query string (and hashes
/// every name) on each `uri.queryParameters`, and a launches list reads a dozen fields. A name
/// the query's bytes do not hold is answered without parsing at all: every request asks for
/// `tz`, and a kept page's query (`?page=2`) has none.
final class QueryValues: Sendable {
    private let uri: URI
    private let query: String?
    private let parsed = Mutex<Parameters?>(nil)

    init(_ uri: URI) {
        self.uri = uri
        query = uri.query
    }

    /// No query string at all: a context's value before the front door has read one.
    static let none = QueryValues(URI("/"))

    /// A parameter, nil when absent or empty; the first of a name given twice.
    subscript(_ name: String) -> String? {
        guard let query, Self.holds(name, in: query) else { return nil }
        let parameters = parsed.withLock { parsed in
            if let parsed { return parsed }
            parsed = uri.queryParameters
            return parsed!
        }
        return parameters[name[...]].flatMap { $0.isEmpty ? nil : String($0) }
    }

    /// Whether `query` has the bytes of `name` anywhere: Hummingbird's parse matches names as
    /// written (it decodes only values), so without them the parse would not find it either.
    private static func holds(_ name: String, in query: String) -> Bool {
        var query = query
        var name = name
        return query.withUTF8 { query in
            name.withUTF8 { name in
                guard let first = name.first else { return true }
                return query.indices.contains { query[$0] == first && query[$0...].starts(with: name) }
            }
        }
    }
}

extension LaunchQuery.Parameters {
    /// The launches filter as the page and the API spell it, read from the query string.
    init(_ query: QueryValues) { self.init { query[$0.rawValue] } }
}

extension GalaxyQuery.Parameters {
    /// A resource list's search, sort and paging, read from the query string.
    init(_ query: QueryValues) { self.init { query[$0.rawValue] } }
}
