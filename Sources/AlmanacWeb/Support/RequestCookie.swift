import Hummingbird

extension Request {
    /// The value of the first cookie named `name` the request sent: what Hummingbird's
    /// `cookies[name]?.value` reads, without making a `Cookie` of each cookie sent on each call. A
    /// request reads three or four cookies (the profile, the zone, units, safe mode), and those
    /// makings were 4% of a kept page's time; this reading makes nothing but the value it returns.
    /// Pieces are split at `;` and names compared as bytes, so a combining mark after a `;` cannot
    /// hide or join a cookie.
    func cookie(_ name: String) -> String? {
        for field in headers where field.name == .cookie {
            if let value = Self.cookie(name, in: field.value.utf8) { return value }
        }
        return nil
    }

    private static func cookie(_ name: String, in header: String.UTF8View) -> String? {
        var start = header.startIndex
        while start < header.endIndex {
            let end = header[start...].firstIndex(of: UInt8(ascii: ";")) ?? header.endIndex
            let piece = header[start..<end].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if let equals = piece.firstIndex(of: UInt8(ascii: "=")), equals != piece.startIndex, piece[..<equals].elementsEqual(name.utf8) {
                // An empty value is no cookie, as Hummingbird reads it.
                let value = piece[header.index(after: equals)...]
                return value.isEmpty ? nil : String(Substring(value))
            }
            start = end == header.endIndex ? end : header.index(after: end)
        }
        return nil
    }
}
