/// Where facts come from: api.chucknorris.io (or anything that answers like it).
public protocol FactSource: Sendable {
    /// Every fact matching the term, unpaged, as the upstream returns them.
    func search(_ term: FactSearchTerm) async throws -> [FetchedFact]
    /// A random fact, of one of `categories` when any are given.
    func random(categories: [String]) async throws -> FetchedFact
    /// One fact, or nil when the upstream has no such id.
    func fact(id: String) async throws -> FetchedFact?
    /// The category names.
    func categories() async throws -> [String]
    /// Where the facts came from, for the dataset's origin.
    var origin: Origin { get }
}
