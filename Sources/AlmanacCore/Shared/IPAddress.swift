import Foundation

/// An IPv4 or IPv6 address as the bytes a connection goes to, read from a literal the way the
/// system reads it: IPv4 in every form `inet_aton` takes (`127.1`, `2130706433`, `0x7f000001`,
/// `0177.0.0.1`), IPv6 with `::`, an embedded dotted quad and a zone (`::1%1`, kept as `isZoned`).
/// Whether an outside host may be reached is decided on these bytes (`isPublic`), never on how the
/// literal was spelled.
public struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    /// 4 bytes for IPv4, 16 for IPv6, in network order.
    public let bytes: [UInt8]
    /// The literal named a zone (`%eth0`, `%1`) or the resolver gave a scope: an address of one
    /// link, which a public service never is.
    public let isZoned: Bool

    /// From the bytes a resolver gave (4 or 16 of them); nil for any other count.
    public init?(bytes: [UInt8], zoned: Bool = false) {
        guard bytes.count == 4 || bytes.count == 16 else { return nil }
        self.bytes = bytes
        isZoned = zoned
    }

    /// A literal as a URL's host holds it (brackets allowed, one trailing dot ignored); nil when
    /// it is no address.
    public init?(literal raw: String) {
        var text = Substring(raw)
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        if text.hasSuffix("."), !text.contains(":") { text = text.dropLast() }
        if text.contains(":") {
            var zoned = false
            if let percent = text.firstIndex(of: "%") {
                zoned = true
                text = text[..<percent]
            }
            guard let bytes = Self.ipv6(text) else { return nil }
            self.init(bytes: bytes, zoned: zoned)
        } else {
            guard let bytes = Self.ipv4(text) else { return nil }
            self.init(bytes: bytes)
        }
    }

    /// A literal written strictly, as `inet_pton` reads one (a peer's address, a forwarded-for
    /// hop, a configured proxy block): a dotted quad of four decimal parts, or IPv6 without a
    /// zone. An IPv4-mapped IPv6 address (how a dual-stack socket shows an IPv4 peer) is the IPv4
    /// one.
    public init?(_ text: some StringProtocol) {
        let text = Substring(text)
        if text.contains(":") {
            guard !text.contains("%"), let bytes = Self.ipv6(text) else { return nil }
            let mapped = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xff && bytes[11] == 0xff
            self.init(bytes: mapped ? Array(bytes[12...]) : bytes)
        } else {
            guard let bytes = Self.dottedQuad(text) else { return nil }
            self.init(bytes: bytes)
        }
    }

    public var isIPv4: Bool { bytes.count == 4 }

    public var isLoopback: Bool { isIPv4 ? bytes[0] == 127 : bytes == Array(repeating: 0, count: 15) + [1] }

    /// The first `bits` bits, the rest zero (a network's base).
    public func masked(to bits: Int) -> IPAddress {
        let kept = bytes.enumerated().map { index, byte in
            let keep = min(8, max(0, bits - index * 8))
            return keep == 8 ? byte : byte & UInt8(truncatingIfNeeded: 0xff << (8 - keep))
        }
        return IPAddress(bytes: kept, zoned: isZoned) ?? self
    }

    /// The IPv4 address an IPv6 one carries and would reach: mapped (`::ffff:a.b.c.d`),
    /// compatible (`::a.b.c.d`), NAT64 (`64:ff9b::a.b.c.d`) and 6to4 (`2002:aabb:ccdd::`).
    public var embeddedIPv4: IPAddress? {
        guard bytes.count == 16 else { return nil }
        let head = bytes[0..<12]
        if head.allSatisfy({ $0 == 0 }) || (head.prefix(10).allSatisfy { $0 == 0 } && bytes[10] == 0xff && bytes[11] == 0xff)
            || bytes[0..<12] == [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0][...]
        {
            return IPAddress(bytes: Array(bytes[12..<16]))
        }
        if bytes[0] == 0x20, bytes[1] == 0x02 { return IPAddress(bytes: Array(bytes[2..<6])) }
        return nil
    }

    /// An address anyone on the internet can be reached at: not this machine, a private or shared
    /// network, a link, documentation, multicast or a reserved range, in either family.
    public var isPublic: Bool {
        if isZoned { return false }
        if isIPv4 { return Self.isPublicIPv4(bytes) }
        if let inner = embeddedIPv4 { return inner.isPublic }
        switch (bytes[0], bytes[1]) {
        case (0xfc...0xfd, _): return false  // unique local, fc00::/7
        case (0xfe, 0x80...0xff): return false  // link-local fe80::/10 and the old site-local fec0::/10
        case (0xff, _): return false  // multicast
        case (0x01, 0x00) where bytes[2..<8].allSatisfy({ $0 == 0 }): return false  // discard, 100::/64
        case (0x20, 0x01) where bytes[2] == 0x0d && bytes[3] == 0xb8: return false  // documentation, 2001:db8::/32
        case (0x20, 0x01) where bytes[2] == 0 && bytes[3] == 0: return false  // Teredo, 2001::/32
        case (0x00, 0x64) where bytes[2] == 0xff && bytes[3] == 0x9b: return false  // local-use NAT64, 64:ff9b:1::/48
        default: return bytes[0] & 0xe0 == 0x20  // global unicast is 2000::/3
        }
    }

    private static func isPublicIPv4(_ b: [UInt8]) -> Bool {
        switch (b[0], b[1], b[2]) {
        case (0, _, _), (10, _, _), (127, _, _): false
        case (100, 64...127, _), (169, 254, _), (172, 16...31, _), (192, 168, _), (198, 18...19, _): false
        case (192, 0, 0), (192, 0, 2), (198, 51, 100), (203, 0, 113), (192, 88, 99): false
        default: b[0] < 224  // multicast, reserved and broadcast above
        }
    }

    /// The address as a connection names it: dotted quad, or RFC 5952's IPv6 form.
    public var description: String {
        if isIPv4 { return bytes.map(String.init).joined(separator: ".") }
        let groups = stride(from: 0, to: 16, by: 2).map { Int(bytes[$0]) << 8 | Int(bytes[$0 + 1]) }
        // The longest run of two or more zero groups becomes "::".
        var best: Range<Int>? = nil
        var start: Int? = nil
        for index in 0...8 {
            if index < 8, groups[index] == 0 {
                if start == nil { start = index }
            } else if let begun = start {
                if index - begun >= 2, index - begun > (best?.count ?? 0) { best = begun..<index }
                start = nil
            }
        }
        func hex(_ range: Range<Int>) -> String { groups[range].map { String($0, radix: 16) }.joined(separator: ":") }
        guard let best else { return hex(0..<8) }
        return hex(0..<best.lowerBound) + "::" + hex(best.upperBound..<8)
    }

    /// IPv4 as `inet_aton` reads it: one to four parts, each decimal, octal (a leading 0) or
    /// hexadecimal (0x); the last part fills the bytes the others leave.
    private static func ipv4(_ text: Substring) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count) else { return nil }
        var values: [UInt32] = []
        for part in parts {
            guard let value = number(part) else { return nil }
            values.append(value)
        }
        let last = values.removeLast()
        guard values.allSatisfy({ $0 <= 255 }) else { return nil }
        let lastBytes = 4 - values.count
        guard lastBytes == 4 || last < (UInt32(1) << (8 * UInt32(lastBytes))) else { return nil }
        var bytes = values.map { UInt8($0) }
        for shift in stride(from: lastBytes - 1, through: 0, by: -1) { bytes.append(UInt8(truncatingIfNeeded: last >> (8 * UInt32(shift)))) }
        return bytes
    }

    /// Four decimal parts of 0 to 255, without leading zeros.
    private static func dottedQuad(_ text: Substring) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var bytes: [UInt8] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCIIDigit), part.count == 1 || part.first != "0", let value = UInt8(part)
            else { return nil }
            bytes.append(value)
        }
        return bytes
    }

    /// One part of an IPv4 literal, at most 32 bits.
    private static func number(_ part: Substring) -> UInt32? {
        var digits = part
        var radix: UInt32 = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
            if digits.isEmpty { return 0 }  // inet_aton reads a bare "0x" as zero
        } else if digits.count > 1, digits.hasPrefix("0") {
            radix = 8
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 32 else { return nil }
        var value: UInt32 = 0
        for character in digits {
            guard let digit = character.hexDigitValue.map(UInt32.init), digit < radix else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
            guard !overflow else { return nil }
            let (sum, carry) = shifted.addingReportingOverflow(digit)
            guard !carry else { return nil }
            value = sum
        }
        return value
    }

    /// IPv6: eight groups of up to four hex digits, one `::` for a run of zeros, and a dotted
    /// quad (strict, four decimal parts) in place of the last two groups.
    private static func ipv6(_ text: Substring) -> [UInt8]? {
        guard text.count <= 45 else { return nil }
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return nil }
        func groups(_ half: String, allowQuad: Bool) -> [UInt16]? {
            guard !half.isEmpty else { return [] }
            var parts = half.split(separator: ":", omittingEmptySubsequences: false)
            var result: [UInt16] = []
            var quad: [UInt16] = []
            if allowQuad, let last = parts.last, last.contains(".") {
                guard let octets = dottedQuad(last) else { return nil }
                let bytes = octets.map(UInt16.init)
                quad = [bytes[0] << 8 | bytes[1], bytes[2] << 8 | bytes[3]]
                parts.removeLast()
            }
            for part in parts {
                guard (1...4).contains(part.count), let value = UInt16(part, radix: 16), part.allSatisfy(\.isHexDigit) else { return nil }
                result.append(value)
            }
            return result + quad
        }
        let groupsList: [UInt16]
        if halves.count == 2 {
            guard let head = groups(halves[0], allowQuad: false), let tail = groups(halves[1], allowQuad: true),
                head.count + tail.count <= 7
            else { return nil }
            groupsList = head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
        } else {
            guard let all = groups(halves[0], allowQuad: true), all.count == 8 else { return nil }
            groupsList = all
        }
        return groupsList.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
