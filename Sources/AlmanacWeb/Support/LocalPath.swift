import AlmanacCore
import AlmanacPresentation

/// A path of this site that is safe to send a browser back to: it starts with one slash followed
/// by one of the site's sections, and holds only URL characters that a browser cannot read as
/// another host (no backslash, no second leading slash, no spaces or control characters).
/// Redirect targets come from here or from a `Route`, never from a header as it was sent.
enum LocalPath {
    /// The first path segments pages live under: the home and status pages, and each dataset's
    /// sections (`Route.section(of:)`, `Route.otherPages(of:)`), so a new dataset's pages are
    /// places to come back to as soon as its routes say where they are.
    private static let sections: Set<Substring> = {
        let datasetPages = DatasetID.allCases.flatMap { [Route.section(of: $0)] + Route.otherPages(of: $0) }
        return Set(["", "status"] + datasetPages.map { $0.url.path.split(separator: "/").first ?? "" })
    }()

    /// Whether each byte may appear, by its value: a table, since every page's frame checks its
    /// own path, and a look-up by index costs less than hashing each byte into a set.
    private static let allowed: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/?&=%+:@,;!$()*#".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// `raw` when it is such a path, else nil.
    static func checked(_ raw: String?) -> String? {
        guard var raw, raw.utf8.count <= 2048, raw.hasPrefix("/"), !raw.hasPrefix("//") else { return nil }
        // Over the contiguous bytes, with the table read once: the string's `utf8` view checks
        // its storage again for every byte, on every page's path.
        let allowed = Self.allowed
        guard raw.withUTF8({ bytes in bytes.allSatisfy { allowed[Int($0)] } }) else { return nil }
        // The first segment: after the leading slash, up to the next slash, query or fragment.
        let afterSlash = raw.utf8.dropFirst()
        let end = afterSlash.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
        guard sections.contains(Substring(afterSlash[..<(end ?? afterSlash.endIndex)])) else { return nil }
        return raw
    }

    /// `raw` when it is a local path under `route`'s section (or one of `others`), else `route` itself.
    static func back(_ raw: String?, within route: Route, or others: [Route] = []) -> String {
        let fallback = route.href
        guard let path = checked(raw) else { return fallback }
        let isWithin = ([route] + others).contains { route in
            let prefix = route.url.path
            return path == prefix || path.hasPrefix(prefix + "/") || path.hasPrefix(prefix + "?") || path.hasPrefix(prefix + "#")
        }
        return isWithin ? path : fallback
    }
}
