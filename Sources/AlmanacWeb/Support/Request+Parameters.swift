import AlmanacCore
import Hummingbird

extension LaunchQuery.Parameters {
    /// The launches filter as the page and the API spell it, read from the query string.
    init(_ request: Request) {
        self.init { request.parameter($0.rawValue) }
    }
}

extension GalaxyQuery.Parameters {
    /// A resource list's search, sort and paging, read from the query string.
    init(_ request: Request) {
        self.init { request.parameter($0.rawValue) }
    }
}
