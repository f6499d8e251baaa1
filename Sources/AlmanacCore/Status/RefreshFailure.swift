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
}

/// Where refresh failures are written down (the store), so a server and `almanac status` see
/// the same history.
public protocol RefreshLog: Sendable {
    func recordFailure(of dataset: DatasetID, _ failure: RefreshFailure) async throws
}
