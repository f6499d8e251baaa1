import AlmanacCore
import Synchronization

/// Profiles' rows as last read, kept while the store's change stamp (`SQLDatabase.changeStamp`)
/// stays where it was when they were read: a visitor's every request reads their profile, and
/// any commit anywhere (theirs, another visitor's, another instance's) moves the stamp and lets
/// them all go. A row is kept under the stamp read before it, so it is never older than the
/// state the stamp names.
final class KeptProfiles: Sendable {
    private struct State {
        var stamp: Int64?
        var records: [ProfileID: ProfileRecord] = [:]
    }

    /// About 2 MB at most; tokens naming no profile are never kept.
    static let limit = 10_000
    private let state = Mutex(State())

    func record(_ profile: ProfileID, at stamp: Int64) -> ProfileRecord? {
        state.withLock { $0.stamp == stamp ? $0.records[profile] : nil }
    }

    func keep(_ record: ProfileRecord, for profile: ProfileID, readAt stamp: Int64) {
        state.withLock { state in
            if state.stamp != stamp || state.records.count >= Self.limit { state = State(stamp: stamp) }
            state.records[profile] = record
        }
    }
}
