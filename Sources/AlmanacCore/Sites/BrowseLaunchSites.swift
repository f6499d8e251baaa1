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
        return try NamedRecords.find(
            text, in: sites.all, kind: .launchSite, byID: { Int($0).flatMap(sites.site(id:)) }, id: { String($0.id) }, name: \.name)
    }
}

extension NotFound.Record {
    public static let launchSite = Self.named("launch site")
}
