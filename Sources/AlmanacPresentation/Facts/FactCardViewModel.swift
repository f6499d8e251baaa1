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
        isShort = fact.text.count < Self.shortLength
        categories = fact.categories
        tags = fact.categories.isEmpty ? ["UNCATEGORIZED"] : fact.categories.map { $0.uppercased() }
        permalink = Route.fact(id: fact.id).href
        sourceURL = fact.url
        createdAt = fact.createdAt.map(DateText.iso8601)
    }
}
