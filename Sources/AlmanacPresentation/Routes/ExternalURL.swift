import Foundation

/// An address outside the app that may become a link or an image source: `http` or `https` with a
/// host, and nothing a browser would read differently from what was checked (no spaces, control
/// characters or backslashes). Anything else from upstream data stays text.
public struct ExternalURL: Hashable, Sendable, Encodable, CustomStringConvertible {
    public let string: String

    public static let maximumLength = 2048

    public init?(_ raw: String?) {
        guard let raw, !raw.isEmpty, raw.utf8.count <= Self.maximumLength,
            raw.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F && $0 != "\\" }),
            let components = URLComponents(string: raw),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else { return nil }
        string = raw
    }

    public var description: String { string }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(string)
    }
}
