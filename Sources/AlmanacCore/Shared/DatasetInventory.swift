/// The record ids of a dataset per collection ("launches" → ids), to compare a download with
/// what is stored before one replaces the other.
public struct DatasetInventory: Hashable, Sendable {
    public var ids: [String: Set<String>]

    public init(_ ids: [String: Set<String>]) { self.ids = ids }

    /// Refuses a replacement that decodes but looks wrong against what is stored: a collection
    /// that had records and now has none, one that shrinks by more than half, or one where more
    /// than half of the stored ids are missing. Anything smaller is a normal upstream edit.
    public func checkReplacement(by new: DatasetInventory, dataset: DatasetID) throws(UpstreamFailure) {
        for (collection, stored) in ids.sorted(by: { $0.key < $1.key }) where !stored.isEmpty {
            let incoming = new.ids[collection] ?? []
            func refuse(_ reason: String) -> UpstreamFailure { .invalid(dataset: dataset, reason: reason) }
            guard !incoming.isEmpty else {
                throw refuse("the \(collection) list is empty where \(stored.count) were stored")
            }
            guard incoming.count * 2 >= stored.count else {
                throw refuse("\(collection) would shrink from \(stored.count) to \(incoming.count), more than half")
            }
            let missing = stored.subtracting(incoming)
            guard missing.count * 2 <= stored.count else {
                let examples = missing.sorted().prefix(3).joined(separator: ", ")
                throw refuse("\(missing.count) of \(stored.count) stored \(collection) ids are missing (\(examples), …)")
            }
        }
    }
}
