import AlmanacCore
import Hummingbird

extension LaunchQuery.Parameters {
    /// The launches filter as the page and the API spell it, read from the query string.
    init(_ request: Request) {
        let query = request.queryValues
        self.init { query($0.rawValue) }
    }
}

extension GalaxyQuery.Parameters {
    /// A resource list's search, sort and paging, read from the query string.
    init(_ request: Request) {
        let query = request.queryValues
        self.init { query($0.rawValue) }
    }
}

extension Request {
    /// A query parameter, nil when absent or empty.
    func parameter(_ name: String) -> String? { queryValues(name) }

    /// Every query parameter, parsed once, read as `parameter(_:)` reads one. Hummingbird parses
    /// the whole query string (and hashes every name) on each look-up, and a launches list reads
    /// a dozen fields: that was 4–5% of a first-time list in a profile.
    var queryValues: @Sendable (String) -> String? {
        let parameters = uri.queryParameters
        return { name in parameters.get(name).flatMap { $0.isEmpty ? nil : String($0) } }
    }
}
