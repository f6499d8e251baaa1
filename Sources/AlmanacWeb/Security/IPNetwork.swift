import AlmanacCore
import Foundation

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
