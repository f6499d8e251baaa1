import AlmanacCore
import Hummingbird
import HummingbirdCore
import Synchronization

/// A request's query parameters, kept in the request's context by `FrontDoorMiddleware` and
/// read from there by the viewer's zone, the filters and every handler. Decoded as a form's
/// (`FormBody.fields`): a browser sends a search box's "falcon heavy" as `q=falcon+heavy`, and
/// Hummingbird's `uri.queryParameters` leaves the `+`, so every search of two words found
/// nothing. Parsed at most once, on the first look-up that needs it: a launches list reads a
/// dozen fields. A name the query's bytes do not hold is answered without parsing at all: every
/// request asks for `tz`, and a kept page's query (`?page=2`) has none.
final class QueryValues: Sendable {
    private let query: String?
    private let parsed = Mutex<[String: String]?>(nil)

    init(_ uri: URI) {
        query = uri.query
    }

    /// No query string at all: a context's value before the front door has read one.
    static let none = QueryValues(URI("/"))

    /// A parameter, nil when absent or empty; the first of a name given twice.
    subscript(_ name: String) -> String? {
        sent(name).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A parameter as sent: empty when given empty (`?q=`), nil only when absent.
    func sent(_ name: String) -> String? {
        guard let query, Self.holds(name, in: query) else { return nil }
        let parameters = parsed.withLock { parsed in
            if let parsed { return parsed }
            parsed = FormBody.fields(of: query, keepingFirst: true)
            return parsed!
        }
        return parameters[name]
    }

    /// Whether `query` has the bytes of `name` anywhere. Names are looked for as written: one
    /// spelled with escapes (`t%7A`) is not found, and no form writes one.
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
