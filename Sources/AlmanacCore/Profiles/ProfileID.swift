import Foundation

/// Whose saved cities, recent searches and recently viewed records: the one local profile (a
/// server on one's own computer, and the CLI), or an anonymous visitor's, named by 128 random
/// bits. The id is also the visitor's secret: the cookie and the API's bearer token carry it.
public struct ProfileID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// Everything made before profiles existed, the CLI's, and a loopback server's.
    public static let local = ProfileID(checked: "local")

    /// A visitor who has made nothing yet: holds nothing, and is never stored (their first
    /// change makes them a profile of their own).
    public static let newVisitor = ProfileID(checked: String(repeating: "0", count: 32))

    private init(checked rawValue: String) { self.rawValue = rawValue }

    /// A visitor's id as a cookie or a bearer token carries it: 32 lower-case hex digits; or
    /// `local`. Anything else is nil (and read as no profile at all).
    public init?(token: String) {
        if token == ProfileID.local.rawValue {
            self = .local
            return
        }
        guard token.utf8.count == 32, Self.isLowercaseHex(token) else { return nil }
        rawValue = token
    }

    /// Every byte a digit or `a`–`f`, read over the string's contiguous bytes: every personal
    /// request reads its visitor's id, and walking the UTF-8 view checked an index per byte.
    private static func isLowercaseHex(_ token: String) -> Bool {
        var token = token
        return token.withUTF8 { bytes in bytes.allSatisfy { (48...57).contains($0) || (97...102).contains($0) } }
    }

    /// A new visitor's id: 128 bits from the system's secure generator.
    public static func random() -> ProfileID {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return ProfileID(checked: bytes.map { String(format: "%02x", $0) }.joined())
    }

    /// Shown in logs: never the whole secret.
    public var description: String { self == .local ? "local" : String(rawValue.prefix(6)) + "…" }
}
