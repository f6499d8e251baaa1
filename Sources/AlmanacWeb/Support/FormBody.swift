import Foundation
import Hummingbird

/// The fields of a small `application/x-www-form-urlencoded` post (the pages' buttons).
enum FormBody {
    static let limit = 4096

    /// Reads at most 4 KiB (a larger body is a 413); later duplicates of a field win.
    static func read(_ request: Request) async throws -> [String: String] {
        let buffer = try await RequestBodyReader.collect(request, limit: limit)
        return fields(of: String(buffer: buffer))
    }

    /// The fields of form-encoded text, a body's or a query string's (`+` is a space, `%2B` a
    /// plus: a browser sends a search box's "falcon heavy" as `q=falcon+heavy`); later duplicates
    /// of a field win, or the first when `keepingFirst`. A name or value with a broken escape (`%zz`, a
    /// lone `%`) or bytes that are not UTF-8 once decoded reads as empty. Split and decoded as
    /// bytes, as the form encoding is defined, rather than with Foundation's
    /// `replacingOccurrences` and `removingPercentEncoding`, which bridge through `NSString` and
    /// were most of the cost of a short GraphQL query.
    static func fields(of text: String, keepingFirst: Bool = false) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in text.utf8.split(separator: UInt8(ascii: "&")) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1).map { decoded($0) ?? "" }
            guard let name = parts.first, !name.isEmpty, !keepingFirst || fields[name] == nil else { continue }
            fields[name] = parts.count > 1 ? parts[1] : ""
        }
        return fields
    }

    /// One form-encoded name or value decoded; nil when an escape is broken or the bytes are not UTF-8.
    private static func decoded(_ encoded: Substring.UTF8View) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.count)
        var index = encoded.startIndex
        while index != encoded.endIndex {
            let byte = encoded[index]
            index = encoded.index(after: index)
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard index != encoded.endIndex, let high = hexValue(encoded[index]) else { return nil }
                index = encoded.index(after: index)
                guard index != encoded.endIndex, let low = hexValue(encoded[index]) else { return nil }
                index = encoded.index(after: index)
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
