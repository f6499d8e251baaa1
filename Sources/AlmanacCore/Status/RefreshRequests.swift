/// Where "Refresh now" goes: to this process's refresher (one server), or to whichever of
/// several instances refreshes (PostgreSQL). Each dataset may be asked for once per interval,
/// whichever instance is asked.
public protocol RefreshRequests: Sendable {
    /// The datasets a refresher keeps.
    var datasets: [DatasetID] { get }
    /// Asks for a refresh of `dataset` now.
    func request(_ dataset: DatasetID) async throws -> BackgroundRefresh.Request
    /// Whether a refresh of `dataset` is under way, or asked for and not done yet.
    func isPending(_ dataset: DatasetID) async -> Bool
}

extension BackgroundRefresh: RefreshRequests {}
