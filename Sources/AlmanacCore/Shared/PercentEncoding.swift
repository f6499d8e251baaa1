/// Percent-encoding of one URL component (a path segment or a query value): every byte of the
/// UTF-8 form except RFC 3986's unreserved characters becomes `%XX`. Written out by hand rather
/// than through Foundation's `addingPercentEncoding`, which goes through CFString and showed up
/// in profiles of the launches page (every row links a patch image and a rocket).
public enum PercentEncoding {
    public static func component(_ text: String) -> String {
        var text = text
        // Written straight into the new string's storage, sized by a first pass, rather than
        // growing a byte array a byte at a time and copying it into a string: a launches page
        // encodes twenty image addresses of a hundred bytes each.
        let encoded = text.withUTF8 { bytes -> String? in
            let escaped = bytes.reduce(0) { count, byte in isUnreserved(byte) ? count : count + 1 }
            guard escaped > 0 else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count + 2 * escaped) { buffer in
                var end = 0
                for byte in bytes {
                    if isUnreserved(byte) {
                        buffer[end] = byte
                        end += 1
                    } else {
                        buffer[end] = UInt8(ascii: "%")
                        buffer[end + 1] = hexDigit(byte >> 4)
                        buffer[end + 2] = hexDigit(byte & 0x0F)
                        end += 3
                    }
                }
                return end
            }
        }
        return encoded ?? text
    }

    /// `text` percent-encoded onto the end of `bytes`: for a link written straight into a
    /// page, without a string of its own.
    public static func append(component text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices where !isUnreserved(utf8[index]) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(utf8[index] >> 4))
                bytes.append(hexDigit(utf8[index] & 0x0F))
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }

    /// An uppercase hexadecimal digit of a value below 16.
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }
}
