import Foundation

/// Where each element of one array member of a JSON object lies in its bytes, so that a list's
/// records can be decoded one by one and kept exactly as sent, without building the whole page
/// as values and writing each record out again (that was two fifths of importing every
/// provider's 7,241 launches; perf, release build). Only for a body already known to be valid
/// JSON: it reads structure (strings, nesting, commas), not values.
enum JSONArrayElements {
    /// The byte ranges of the elements of the array under `key` in the top-level object, or nil
    /// when the body is not an object holding such an array.
    static func ranges(of key: String, in body: Data) -> [Range<Int>]? {
        body.withUnsafeBytes { raw -> [Range<Int>]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = Reader(bytes: bytes)
            reader.skipSpace()
            guard reader.take(UInt8(ascii: "{")) else { return nil }
            while true {
                reader.skipSpace()
                guard let name = reader.string() else { return nil }
                reader.skipSpace()
                guard reader.take(UInt8(ascii: ":")) else { return nil }
                reader.skipSpace()
                if name.elementsEqual(key.utf8) {
                    return reader.arrayElements()
                }
                guard reader.skipValue() else { return nil }
                reader.skipSpace()
                guard reader.take(UInt8(ascii: ",")) else { return nil }
            }
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A string's bytes between its quotes, escapes as written; the reader after it.
        mutating func string() -> UnsafeBufferPointer<UInt8>.SubSequence? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    defer { index += 1 }
                    return bytes[start..<index]
                default: index += 1
                }
            }
            return nil
        }

        /// Past one value of any kind: strings are read whole, brackets counted.
        mutating func skipValue() -> Bool {
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: "\"") { return string() != nil }
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard string() != nil else { return false }
                    if depth == 0 { return true }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return true }
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                case UInt8(ascii: ","):
                    if depth == 0 { return true }
                default: break
                }
                index += 1
            }
            return depth == 0
        }

        /// The ranges of an array's elements, the reader at its `[`.
        mutating func arrayElements() -> [Range<Int>]? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var ranges: [Range<Int>] = []
            skipSpace()
            if take(UInt8(ascii: "]")) { return ranges }
            while true {
                skipSpace()
                let start = index
                guard skipValue() else { return nil }
                // A number or literal runs up to the comma: without the spaces before it.
                var end = index
                while end > start, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[end - 1]) { end -= 1 }
                ranges.append(start..<end)
                skipSpace()
                if take(UInt8(ascii: "]")) { return ranges }
                guard take(UInt8(ascii: ",")) else { return nil }
            }
        }
    }
}
