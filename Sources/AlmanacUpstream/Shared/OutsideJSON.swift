import Foundation

/// Decodes every upstream body and snapshot file. Text from outside may carry U+0000 (`\u0000`
/// in JSON): nobody means it, and PostgreSQL can neither store nor compare it, so one such
/// character would refuse a whole dataset there. It is taken out of the JSON before decoding,
/// so both stores keep the same text.
enum OutsideJSON {
    static func decode<Value: Decodable>(_ type: Value.Type, from body: Data) throws -> Value {
        try JSONDecoder().decode(type, from: withoutNUL(body))
    }

    /// The body without `\u0000` escapes (a `\\u0000`, an escaped backslash followed by text, stays).
    static func withoutNUL(_ body: Data) -> Data {
        let escape = Array(#"\u0000"#.utf8)
        guard body.range(of: Data(escape)) != nil else { return body }
        let bytes = [UInt8](body)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                kept.append(bytes[index])
                index += 1
                continue
            }
            if bytes[index...].starts(with: escape) {
                index += escape.count
            } else {
                kept.append(contentsOf: bytes[index...index + 1])
                index += 2
            }
        }
        return Data(kept)
    }
}
