import Foundation
import Hummingbird

extension Request {
    /// The viewer's time zone: `?tz=` first, then the `tz` cookie the page script sets, else the
    /// server's default. A bad `tz` parameter is an error; a bad cookie is ignored.
    func viewerTimeZone(default fallback: TimeZone) throws(APIError) -> TimeZone {
        if mayNameTimeZone, let name = parameter("tz") {
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

    /// Whether the query string can hold a `tz` parameter: Hummingbird parses the whole query on
    /// each look-up (1.4% of a first-time page, every page asking), and nearly every query
    /// has no `tz` in it, spelled out or percent-encoded.
    /// Scanned byte by byte: Foundation's `contains` on a `String` cost more than the parse.
    private var mayNameTimeZone: Bool {
        guard let query = uri.query else { return false }
        var previous: UInt8 = 0
        for byte in query.utf8 {
            if byte == UInt8(ascii: "%") || (previous == UInt8(ascii: "t") && byte == UInt8(ascii: "z")) { return true }
            previous = byte
        }
        return false
    }
}
