import Foundation

/// Recognises host names and IP literals that point inside this machine or a private network.
public enum HostAddress {
    /// True for `localhost`, loopback, private, link-local, unspecified and unique-local addresses
    /// written as literals. (Names that resolve to such addresses are refused by the fetcher.)
    public static func isPrivateOrLoopback(_ rawHost: String) -> Bool {
        let host = rawHost.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host.hasSuffix(".localhost") || host.isEmpty { return true }
        if let octets = ipv4Octets(host) { return isPrivate(ipv4: octets) }
        if host.contains(":") {
            return host == "::" || host == "::1" || host.hasPrefix("fc") || host.hasPrefix("fd")
                || host.hasPrefix("fe80") || host.hasPrefix("::ffff:")
        }
        return false
    }

    /// Whether four octets fall in 0/8, 10/8, 127/8, 169.254/16, 172.16/12, 192.168/16 or 100.64/10.
    public static func isPrivate(ipv4 octets: [Int]) -> Bool {
        guard octets.count == 4 else { return true }
        switch (octets[0], octets[1]) {
        case (0, _), (10, _), (127, _), (169, 254), (192, 168): return true
        case (172, 16...31), (100, 64...127): return true
        default: return octets[0] >= 224
        }
    }

    /// The lower-cased hosts of a list of URLs (for the image proxy's allowlist).
    public static func hosts(of urls: some Sequence<String>) -> Set<String> {
        Set(urls.compactMap { URL(string: $0)?.host?.lowercased() })
    }

    static func ipv4Octets(_ host: String) -> [Int]? {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        let octets = parts.compactMap { Int($0) }.filter { (0...255).contains($0) }
        return octets.count == 4 ? octets : nil
    }
}
