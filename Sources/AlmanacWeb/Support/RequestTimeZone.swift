import Foundation
import Hummingbird

extension Request {
    /// The viewer's time zone: `?tz=` first, then the `tz` cookie the page script sets, else the
    /// server's default. A bad `tz` parameter is an error; a bad cookie is ignored.
    func viewerTimeZone(query: QueryValues, default fallback: TimeZone) throws(APIError) -> TimeZone {
        if let name = query["tz"] {
            guard let zone = TimeZone(identifier: name) else {
                throw APIError(
                    status: .badRequest, code: "invalid_tz",
                    message: "tz must be an IANA time zone name such as Europe/Berlin or UTC (got \"\(name)\")"
                )
            }
            return zone
        }
        if let cookie = cookie("tz")?.removingPercentEncoding, let zone = TimeZone(identifier: cookie) {
            return zone
        }
        return fallback
    }
}
