import AlmanacCore
import Foundation

/// The `Host` names this server answers to. A page on another name that resolves here (DNS
/// rebinding) is refused, so it can neither read nor change anything. IP addresses and the
/// `localhost` names are always allowed: a rebinding attack needs a name of its own.
public struct AllowedHosts: Sendable, Hashable {
    /// Extra names, lower-cased; `*` allows every name.
    public let names: Set<String>

    public init(_ names: [String] = []) {
        self.names = Set(names.map { $0.lowercased().trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }

    /// Whether a `Host` header value (`name[:port]`) is one of ours.
    public func allows(_ authority: String) -> Bool {
        if names.contains("*") { return true }
        let host = Self.hostName(of: authority)
        if host.isEmpty { return false }
        if host == "localhost" || host.hasSuffix(".localhost") || names.contains(host) { return true }
        return Self.isIPAddress(host)
    }

    /// `example.com` of `example.com:8080`, `::1` of `[::1]:8080`, lower-cased.
    static func hostName(of authority: String) -> String {
        let lowered = authority.lowercased()
        if lowered.hasPrefix("[") {
            guard let close = lowered.firstIndex(of: "]") else { return "" }
            return String(lowered[lowered.index(after: lowered.startIndex)..<close])
        }
        return String(lowered.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// A literal IPv4 or IPv6 address (never a name).
    static func isIPAddress(_ host: String) -> Bool { IPAddress(host) != nil }
}
