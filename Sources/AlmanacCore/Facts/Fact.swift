import Foundation

/// One Chuck Norris fact as api.chucknorris.io serves it.
public struct Fact: Hashable, Sendable, Codable {
    /// The upstream id: 22 characters of URL-safe base64.
    public let id: String
    public let text: String
    /// Lower-case category names; most facts have none.
    public let categories: [String]
    /// The upstream's own page for the fact.
    public let url: String
    public let createdAt: Date?
    public let updatedAt: Date?

    public init(id: String, text: String, categories: [String], url: String, createdAt: Date? = nil, updatedAt: Date? = nil) {
        self.id = id
        self.text = text
        self.categories = categories
        self.url = url
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// Facts in this category are hidden while safe mode is on.
    public static let explicitCategory = "explicit"

    public var isExplicit: Bool { categories.contains(Self.explicitCategory) }
}

/// A fact with the upstream JSON object it was decoded from (every field, keys sorted), so an
/// export gives back what was fetched, not just what Almanac reads.
public struct FetchedFact: Hashable, Sendable {
    public let fact: Fact
    public let body: Data

    public init(fact: Fact, body: Data) {
        self.fact = fact
        self.body = body
    }
}
