/// Percent-encoding of one URL component (a path segment or a query value): every byte of the
/// UTF-8 form except RFC 3986's unreserved characters becomes `%XX`. Written out by hand rather
/// than through Foundation's `addingPercentEncoding`, which goes through CFString and showed up
/// in profiles of the launches page (every row links a patch image and a rocket).
public enum PercentEncoding {
    public static func component(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { !isUnreserved($0) }) else { return text }
        var encoded: [UInt8] = []
        encoded.reserveCapacity(utf8.count * 3)
        for byte in utf8 {
            if isUnreserved(byte) {
                encoded.append(byte)
            } else {
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hexDigits[Int(byte >> 4)])
                encoded.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }
}
