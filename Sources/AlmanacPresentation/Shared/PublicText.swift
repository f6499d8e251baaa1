import AlmanacCore
import Foundation

/// Text from this server's own records (a refresh failure, say) made fit for any visitor: every
/// URL becomes its host (a loopback or private one "a local mirror", like `OriginText`) and every
/// absolute file path "a file", so no page or answer shows a folder of the server or an
/// address inside its network. The operator sees the words as written (CLI, logs).
public enum PublicText {
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
            return String(word)
        }.joined(separator: " ")
    }

    /// A host as a visitor may see it: a public name or address, else "a local mirror".
    public static func host(_ host: String) -> String {
        let bare = host.split(separator: ":").count > 2 ? host : String(host.split(separator: ":").first ?? "")
        return HostAddress.isPrivateOrLoopback(bare) ? "a local mirror" : host
    }

    private static func host(ofURL url: String) -> String {
        guard let host = URLComponents(string: url)?.host, !host.isEmpty else { return "an upstream" }
        return self.host(host)
    }
}
