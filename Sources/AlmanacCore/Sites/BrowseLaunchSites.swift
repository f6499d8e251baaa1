import Foundation

/// The launch sites the stored launches left from, and one by id or name: what the sites' pages,
/// their API and `almanac site` ask.
public struct BrowseLaunchSites: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    /// Every site, the busiest first.
    public func callAsFunction() async throws -> [LaunchSite] {
        try await store.listing().sites.all
    }

    /// The site `text` names: its id, its name, or a part of its name held by no other site
    /// ("mahia", "baikonur"). Throws `NotFound` for none, `AmbiguousName` (with each site's id)
    /// for a part several names hold.
    public func site(_ text: String) async throws -> LaunchSite {
        let sites = try await store.listing().sites
        if let id = Int(text), let site = sites.site(id: id) { return site }
        let folded = text.foldedForSearch.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !folded.isEmpty else { throw NotFound(.launchSite, id: text) }
        if let exact = sites.all.first(where: { $0.name.foldedForSearch == folded }) { return exact }
        let holding = sites.all.filter { $0.name.foldedForSearch.contains(folded) }
        if holding.count == 1 { return holding[0] }
        if holding.isEmpty { throw NotFound(.launchSite, id: text) }
        throw AmbiguousName(record: .launchSite, text: text, candidates: holding.map { (String($0.id), $0.name) })
    }
}

extension NotFound.Record {
    public static let launchSite = Self.named("launch site")
}
