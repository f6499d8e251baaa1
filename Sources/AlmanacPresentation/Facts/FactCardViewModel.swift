import AlmanacCore
import Foundation

/// A fact as a card: its text (large when short), category tags, and where it lives.
public struct FactCardViewModel: Hashable, Sendable, Encodable {
    /// Facts shorter than this are set in larger type, as the seed app did.
    public static let shortLength = 80

    public let id: String
    public let text: String
    public let isShort: Bool
    /// Upper-cased category names, or just "UNCATEGORIZED".
    public let tags: [String]
    public let categories: [String]
    /// Our own page for the fact.
    public let permalink: String
    /// The upstream's page for it.
    public let sourceURL: String
    public let createdAt: String?

    public init(_ fact: Fact) {
        id = fact.id
        text = fact.text
        isShort = Self.isShort(fact.text)
        categories = fact.categories
        tags = fact.categories.isEmpty ? ["UNCATEGORIZED"] : fact.categories.map { $0.uppercased() }
        permalink = Route.fact(id: fact.id).href
        sourceURL = fact.url
        createdAt = fact.createdAt.map(DateText.iso8601)
    }

    /// Whether `text` has fewer than `shortLength` characters, without telling characters apart
    /// where bytes say it: `count` walks the text character by character, for every card a
    /// search's page draws.
    static func isShort(_ text: String) -> Bool {
        let bytes = text.utf8
        // A character is at least one byte.
        if bytes.count < shortLength { return true }
        // ASCII without a carriage return (most facts) is one character a byte ("\r\n" is one).
        // Read from the string's own buffer: the view's iterator checks its index at every byte.
        let plainASCII = bytes.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } }
        if plainASCII == true { return false }
        return text.index(text.startIndex, offsetBy: shortLength, limitedBy: text.endIndex) == nil
    }
}
