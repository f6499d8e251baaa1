import AlmanacCore
import Synchronization

/// How many dataset writes this process has committed to a database, so a short-lived copy of
/// the datasets' freshness (`DatasetStore.writesCommittedHere()`) is read again at once after
/// this process changes any of them, rather than when the copy expires. Counted by
/// `SQLDatabase.write` after each commit, from the write's scopes; a profile's writes are not
/// a dataset's and are not counted.
public final class CommittedWrites: Sendable {
    private let count = Atomic<Int>(0)

    public init() {}

    /// Counts a committed write when any of `scopes` is a dataset's.
    func note(_ scopes: [WriteScope]) {
        guard scopes.contains(where: { if case .dataset = $0 { true } else { false } }) else { return }
        noteFreshnessChange()
    }

    /// Counts a committed change of a dataset's freshness made without the dataset's lock (a
    /// failed refresh written down): footers and `meta` state it at once too.
    func noteFreshnessChange() {
        // Released after the commit, acquired by the reader: a count read as moved means the commit is visible.
        count.add(1, ordering: .releasing)
    }

    public var total: Int { count.load(ordering: .acquiring) }
}
