/// What a launch store decodes or counts from its rows once per refresh rather than per request:
/// the rockets and launch sites every launches query resolves names through, the launch
/// counts per year, and the whole timeline ready for listing. Kept by each store, cleared by its
/// replaces (`PerRefreshCache`).
public final class DecodedLaunchData: Sendable {
    /// Keyed by SpaceX's refresh time.
    public let rockets = PerRefreshMemo<[Rocket]>()
    public let launchpads = PerRefreshMemo<[Launchpad]>()
    /// Keyed by the timeline's version (both sources' refresh times).
    public let countsByYear = PerRefreshMemo<[LaunchYearCounts]>()
    /// Every launch of the timeline, oldest first, with what its filters read.
    public let listing = PerRefreshMemo<LaunchListing>()
    /// Every recorded schedule change, keyed by how many are stored: `launch_change` only grows.
    public let changeLog = PerRefreshMemo<LaunchChangeLog>()

    public init() {}

    /// Forgets everything: a replace swapped the rows out.
    public func clear() {
        rockets.clear()
        launchpads.clear()
        countsByYear.clear()
        listing.clear()
        changeLog.clear()
    }
}
