import AlmanacCore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Who is asking, as every per-client limit keys it: the peer's address, or, when the peer is a
/// trusted proxy, the address the proxies saw (read from the right of `X-Forwarded-For`, past
/// every trusted hop, so a client cannot pick its own key by sending the header itself). IPv4
/// clients are keyed by address, IPv6 clients by their /64 (one household or one machine holds
/// a whole /64, and would otherwise have 2⁶⁴ keys).
struct TrustedProxies: Sendable, Hashable {
    let networks: [IPNetwork]

    /// Loopback only: a proxy on this machine (nginx in front of Almanac).
    static let loopback = TrustedProxies(networks: [IPNetwork("127.0.0.1")!, IPNetwork("::1")!])

    init(networks: [IPNetwork]) { self.networks = networks }

    /// Loopback and the given blocks (`--trusted-proxy`); nil when one is not an address or block.
    init?(adding blocks: [String]) {
        var networks = TrustedProxies.loopback.networks
        for block in blocks {
            guard let network = IPNetwork(block) else { return nil }
            networks.append(network)
        }
        self.networks = networks
    }

    func trusts(_ address: IPAddress) -> Bool { networks.contains { $0.contains(address) } }

    /// The client's key for a request from `peer`.
    func client(of request: Request, peer: SocketAddress?) -> String {
        client(forwardedFor: request.headers[values: Self.forwardedFor], peer: peer?.ipAddress.flatMap { IPAddress($0) })
    }

    /// The client's key for a request from `peer` carrying these `X-Forwarded-For` values.
    func client(forwardedFor: [String], peer: IPAddress?) -> String {
        guard let peer else { return "unknown" }
        guard trusts(peer) else { return Self.key(peer) }
        let hops = forwardedFor.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        var client = peer
        for hop in hops.reversed() {
            guard let address = IPAddress(Self.withoutPort(hop)) else { break }
            client = address
            if !trusts(address) { break }
        }
        return Self.key(client)
    }

    /// An IPv4 address as it is; an IPv6 one as its /64.
    static func key(_ address: IPAddress) -> String {
        address.isIPv4 ? address.description : "\(address.masked(to: 64))/64"
    }

    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!

    /// `[2001:db8::1]:443` → `2001:db8::1`, `192.0.2.1:80` → `192.0.2.1`.
    private static func withoutPort(_ hop: String) -> String {
        if hop.hasPrefix("["), let close = hop.firstIndex(of: "]") { return String(hop[hop.index(after: hop.startIndex)..<close]) }
        if hop.filter({ $0 == ":" }).count == 1, let colon = hop.firstIndex(of: ":") { return String(hop[..<colon]) }
        return hop
    }
}
