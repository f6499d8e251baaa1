import Foundation

/// An IPv4 or IPv6 address as its bytes (4 or 16), parsed strictly: an IPv4-mapped IPv6
/// address (`::ffff:127.0.0.1`, how a dual-stack socket shows an IPv4 peer) is the IPv4 one.
struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    let bytes: [UInt8]

    var isV4: Bool { bytes.count == 4 }

    // inet_pton and inet_ntop read and write the address's bytes in network order, so plain
    // byte arrays stand in for `in_addr` and `in6_addr` (whose C initialisers Swift attributes to
    // whichever module imported the header first: NIO's, in some build orders).
    init?(_ text: some StringProtocol) {
        let text = String(text)
        var v4 = [UInt8](repeating: 0, count: 4)
        if inet_pton(AF_INET, text, &v4) == 1 {
            bytes = v4
            return
        }
        var all = [UInt8](repeating: 0, count: 16)
        guard inet_pton(AF_INET6, text, &all) == 1 else { return nil }
        bytes = all[0..<10].allSatisfy { $0 == 0 } && all[10] == 0xff && all[11] == 0xff ? Array(all[12...]) : all
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    var isLoopback: Bool { isV4 ? bytes[0] == 127 : bytes == Array(repeating: 0, count: 15) + [1] }

    /// The first `bits` bits, the rest zero.
    func masked(to bits: Int) -> IPAddress {
        IPAddress(
            bytes: bytes.enumerated().map { index, byte in
                let kept = min(8, max(0, bits - index * 8))
                return kept == 8 ? byte : byte & UInt8(truncatingIfNeeded: 0xff << (8 - kept))
            })
    }

    var description: String {
        if isV4 { return bytes.map(String.init).joined(separator: ".") }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, bytes, &buffer, socklen_t(buffer.count)) != nil else { return "?" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A block of addresses, `192.0.2.0/24` or `2001:db8::/32` (a bare address is a block of one).
struct IPNetwork: Hashable, Sendable, CustomStringConvertible {
    let base: IPAddress
    let bits: Int

    init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = IPAddress(parts[0].trimmingCharacters(in: .whitespaces)) else { return nil }
        let width = address.bytes.count * 8
        if parts.count == 2 {
            guard let bits = Int(parts[1]), (0...width).contains(bits) else { return nil }
            self.bits = bits
        } else {
            bits = width
        }
        base = address.masked(to: bits)
    }

    func contains(_ address: IPAddress) -> Bool {
        address.bytes.count == base.bytes.count && address.masked(to: bits) == base
    }

    var description: String { "\(base)/\(bits)" }
}
