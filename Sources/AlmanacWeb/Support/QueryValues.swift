import AlmanacCore
import Hummingbird
import HummingbirdCore

/// A request's query parameters, parsed once by `FrontDoorMiddleware` into the request's
/// context and read from there by the viewer's zone, the filters and every handler.
/// Hummingbird parses the whole query string (and hashes every name) on each look-up of
/// `uri.queryParameters`, and a launches list reads a dozen fields.
struct QueryValues: Sendable {
    private let parameters: Parameters

    init(_ uri: URI) { parameters = uri.queryParameters }

    /// No query string at all: a context's value before the front door has parsed one.
    static let none = QueryValues(URI("/"))

    /// A parameter, nil when absent or empty; the first of a name given twice.
    subscript(_ name: String) -> String? {
        parameters[name[...]].flatMap { $0.isEmpty ? nil : String($0) }
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
