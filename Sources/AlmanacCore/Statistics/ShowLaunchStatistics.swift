/// The launch statistics of everything stored (`LaunchStatistics`); nil when no launch is.
public struct ShowLaunchStatistics: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    public func callAsFunction() async throws -> LaunchStatistics? {
        let listing = try await store.listing()
        guard !listing.timeline.isEmpty else { return nil }
        return LaunchStatistics(listing, yearsWithoutData: try await CountLaunchesPerYear(store: store).yearsWithoutData())
    }
}
