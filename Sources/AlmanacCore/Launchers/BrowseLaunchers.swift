/// The rocket configurations the stored launches flew on, and one by id or name: what the
/// launchers' pages, their API and `almanac launcher` ask.
public struct BrowseLaunchers: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    /// Every launcher, the most flown first.
    public func callAsFunction() async throws -> [Launcher] {
        try await store.listing().launchers.all
    }

    /// The launcher `text` names: its id ("falcon-9-block-5"), its name, or a part of its name
    /// held by no other ("electron", "vega-c"). Throws `NotFound` for none, `AmbiguousName`
    /// (with each launcher's id) for a part several names hold.
    public func launcher(_ text: String) async throws -> Launcher {
        let launchers = try await store.listing().launchers
        return try NamedRecords.find(text, in: launchers.all, kind: .launcher, byID: launchers.launcher(id:), id: \.id, name: \.name)
    }
}

extension NotFound.Record {
    public static let launcher = Self.named("rocket")
}
