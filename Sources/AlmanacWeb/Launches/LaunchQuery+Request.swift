import AlmanacCore
import Hummingbird

extension LaunchQuery.Parameters {
    /// The launches filter as the page and the API spell it (`q` is the name search).
    init(_ request: Request) {
        self.init(
            year: request.parameter("year"), from: request.parameter("from"), to: request.parameter("to"),
            outcome: request.parameter("outcome"), search: request.parameter("q"),
            rocket: request.parameter("rocket"), sort: request.parameter("sort"),
            page: request.parameter("page"), limit: request.parameter("limit")
        )
    }
}
