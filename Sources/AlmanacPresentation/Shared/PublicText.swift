import AlmanacCore
import Foundation

/// Text from this server's own records (a refresh failure, say) made fit for any visitor: every
/// URL becomes its host (a loopback or private one "a local mirror", like `OriginText`) and every
/// absolute file path "a file", so no page or answer shows a folder of the server or an
/// address inside its network. The operator sees the words as written (CLI, logs).
public enum PublicText {
    /// `text` as `audience` may read it: as written for the operator, without locations otherwise.
    public static func shown(_ text: String, for audience: TextAudience) -> String {
        audience == .operator ? text : withoutLocations(text)
    }

    /// `host` as `audience` may read it.
    public static func host(_ host: String, for audience: TextAudience) -> String {
        audience == .operator ? host : self.host(host)
    }

    public static func withoutLocations(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            let trimmed = word.trimmingCharacters(in: CharacterSet(charactersIn: "(),;:\"'"))
            guard !trimmed.isEmpty else { return String(word) }
            if trimmed.hasPrefix("http://") || trimmed.hasPrefix("https://") {
                return word.replacingOccurrences(of: trimmed, with: host(ofURL: trimmed))
            }
            if trimmed.hasPrefix("/"), trimmed.dropFirst().contains("/") || trimmed.count > 1 && trimmed.contains(".") {
                return word.replacingOccurrences(of: trimmed, with: "a file")
            }
            // A bare address, with or without its port ("127.0.0.1:8080", "[::1]:80", "10.0.0.5").
            if let address = bareAddress(trimmed), !address.isPublic {
                return word.replacingOccurrences(of: trimmed, with: "a local mirror")
            }
            return String(word)
        }.joined(separator: " ")
    }

    /// A host as a visitor may see it: a public name or address, else "a local mirror".
    public static func host(_ host: String) -> String {
        let bare = host.split(separator: ":").count > 2 ? host : String(host.split(separator: ":").first ?? "")
        return HostAddress.isPrivateOrLoopback(bare) ? "a local mirror" : host
    }

    /// An IP literal, alone or followed by a port.
    private static func bareAddress(_ text: String) -> IPAddress? {
        if let address = IPAddress(literal: text), text.contains(".") || text.contains(":") { return address }
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") { return IPAddress(literal: String(text[...close])) }
        guard let colon = text.lastIndex(of: ":"), text[text.index(after: colon)...].allSatisfy(\.isNumber) else { return nil }
        let host = String(text[..<colon])
        return host.contains(".") ? IPAddress(literal: host) : nil
    }

    private static func host(ofURL url: String) -> String {
        guard let host = URLComponents(string: url)?.host, !host.isEmpty else { return "an upstream" }
        return self.host(host)
    }
}

/// Who words about the server's records are for: any visitor (no server folder, no address inside
/// its network), or the operator (the CLI on the server's own store, the logs).
public enum TextAudience: Sendable {
    case visitor, `operator`
}
