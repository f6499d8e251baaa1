import Foundation

/// A refresh that did not replace a dataset, and why; kept so every screen can say "the upstream
/// is failing, showing saved data from …".
public struct RefreshFailure: Hashable, Sendable {
    public let reason: String
    public let at: Date

    public init(reason: String, at: Date) {
        self.reason = reason
        self.at = at
    }

    /// The failure of a refresh in words: the upstream's own failure as it describes itself,
    /// anything else (the store could not save, say) saying that the stored data were kept.
    public init(_ error: any Error, at: Date) {
        let reason =
            switch error {
            case let failure as UpstreamFailure: failure.description
            default: "the refreshed data could not be saved, so the stored data were kept: \(error)"
            }
        self.init(reason: reason, at: at)
    }
}

/// Where refresh failures are written down (the store), so a server and `almanac status` see
/// the same history.
public protocol RefreshLog: Sendable {
    func recordFailure(of dataset: DatasetID, _ failure: RefreshFailure) async throws
}
