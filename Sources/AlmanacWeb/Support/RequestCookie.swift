import Hummingbird

extension Request {
    /// The value of the first cookie named `name` the request sent: what Hummingbird's
    /// `cookies[name]?.value` reads, without making a `Cookie` of each cookie sent on each call. A
    /// request reads three or four cookies (the profile, the zone, units, safe mode), each of them
    /// on every page; this reading makes nothing but the value it returns.
    /// Pieces are split at `;` and names compared as bytes, so a combining mark after a `;` cannot
    /// hide or join a cookie.
    func cookie(_ name: String) -> String? {
        for field in headers where field.name == .cookie {
            var header = field.value
            // Read as contiguous bytes: a String's views index through checks per byte.
            if let value = header.withUTF8({ Self.cookie(name, in: $0) }) { return value }
        }
        return nil
    }

    private static func cookie(_ name: String, in header: UnsafeBufferPointer<UInt8>) -> String? {
        var start = 0
        while start < header.count {
            let end = header[start...].firstIndex(of: UInt8(ascii: ";")) ?? header.count
            var pieceStart = start
            while pieceStart < end, header[pieceStart] == UInt8(ascii: " ") || header[pieceStart] == UInt8(ascii: "\t") { pieceStart += 1 }
            let piece = header[pieceStart..<end]
            if let equals = piece.firstIndex(of: UInt8(ascii: "=")), equals != piece.startIndex, named(piece[..<equals], name) {
                // An empty value is no cookie, as Hummingbird reads it.
                let value = piece[(equals + 1)...]
                return value.isEmpty ? nil : String(decoding: UnsafeBufferPointer(rebasing: value), as: UTF8.self)
            }
            start = end + 1
        }
        return nil
    }

    /// Whether a cookie's name is `name`, byte for byte, over the name's contiguous bytes (its
    /// UTF-8 view compared element by element checked an index per byte, twice a request).
    private static func named(_ candidate: Slice<UnsafeBufferPointer<UInt8>>, _ name: String) -> Bool {
        guard candidate.count == name.utf8.count else { return false }
        var name = name
        return name.withUTF8 { candidate.elementsEqual($0) }
    }
}
