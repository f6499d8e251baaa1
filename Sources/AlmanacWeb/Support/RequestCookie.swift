import Hummingbird

extension Request {
    /// The value of the first cookie named `name` the request sent: what Hummingbird's
    /// `cookies[name]?.value` reads, without making a `Cookie` of each cookie sent on each call. A
    /// request reads three or four cookies (the profile, the zone, units, safe mode), and those
    /// makings were 4% of a kept page's time. Pieces are split at `;` and names compared as bytes,
    /// so a combining mark after a `;` cannot hide or join a cookie.
    func cookie(_ name: String) -> String? {
        for header in headers[values: .cookie] {
            for piece in header.utf8.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: true) {
                let trimmed = piece.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                guard let equals = trimmed.firstIndex(of: UInt8(ascii: "=")), equals != trimmed.startIndex,
                    trimmed[..<equals].elementsEqual(name.utf8)
                else { continue }
                // An empty value is no cookie, as Hummingbird reads it.
                let value = trimmed[trimmed.index(after: equals)...]
                return value.isEmpty ? nil : String(Substring(value))
            }
        }
        return nil
    }
}
