import AlmanacCore
import Synchronization

/// How many writes of each dataset this process has committed to a database, so a short-lived
/// copy of what the dataset holds (`DatasetStore.writesCommittedHere(to:)`) is read again at
/// once after this process changes it, rather than when the copy expires. Counted by
/// `SQLDatabase.write` after each commit, from the write's scopes.
public final class CommittedWrites: Sendable {
    private let counts = Mutex<[DatasetID: Int]>([:])

    public init() {}

    /// Counts a committed write of `scopes`' datasets.
    func note(_ scopes: [WriteScope]) {
        counts.withLock { counts in
            for case .dataset(let dataset) in scopes { counts[dataset, default: 0] += 1 }
        }
    }

    public func count(of dataset: DatasetID) -> Int { counts.withLock { $0[dataset, default: 0] } }
}
