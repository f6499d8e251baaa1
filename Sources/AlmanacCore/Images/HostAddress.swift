import Foundation

/// Recognises host names and IP literals that point inside this machine or a private network,
/// before anything is resolved: what a visitor or an upstream body wrote as a host is read as the
/// system will read it (`IPAddress`: `inet_aton`'s forms, zones, mapped IPv6, a trailing dot).
/// Names are resolved and their addresses checked where a connection is made (`OutsideHost`).
public enum HostAddress {
    /// True for `localhost` and its subdomains, and for every literal that is not a public
    /// address; also for text that looks like a numeric literal but reads as none (the system's
    /// resolver might read it, so it is refused rather than guessed at).
    public static func isPrivateOrLoopback(_ rawHost: String) -> Bool {
        var host = rawHost.lowercased()
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host.hasSuffix("."), !host.contains(":") { host.removeLast() }
        if host.isEmpty || host == "localhost" || host.hasSuffix(".localhost") { return true }
        if let address = IPAddress(literal: host) { return !address.isPublic }
        return looksNumeric(host)
    }

    /// An IPv6-like text (a colon or a zone) or one whose last label starts with a digit: no
    /// top-level domain does, while every part of an `inet_aton` literal is a number.
    private static func looksNumeric(_ host: String) -> Bool {
        if host.contains(":") || host.contains("%") { return true }
        guard let last = host.split(separator: ".", omittingEmptySubsequences: false).last?.unicodeScalars.first else { return false }
        return ("0"..."9").contains(last)
    }

    /// The lower-cased hosts of a list of URLs (for the image proxy's allowlist).
    public static func hosts(of urls: some Sequence<String>) -> Set<String> {
        Set(urls.compactMap { URL(string: $0)?.host?.lowercased() })
    }
}
