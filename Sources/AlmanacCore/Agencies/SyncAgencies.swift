import Foundation

/// Refreshes the agencies from a source (Launch Library 2 or a snapshot): fetch, validate, then
/// replace the stored agencies in one transaction, so a failed or odd refresh keeps what was there.
public struct SyncAgencies: Sendable {
    private let source: any AgencySource
    private let store: any AgencyStore
    private let now: Now
    private let checksAgainstStored: Bool

    /// - Parameter checksAgainstStored: refuse a download that empties, halves or renumbers the
    ///   stored agencies; an import the user asked for skips it.
    public init(source: any AgencySource, store: any AgencyStore, now: Now = .system, checksAgainstStored: Bool = true) {
        self.source = source
        self.store = store
        self.now = now
        self.checksAgainstStored = checksAgainstStored
    }

    public struct Summary: Hashable, Sendable {
        public let count: Int
        public let skipped: Int
        public let origin: Origin
        public let requestCount: Int

        /// "350 agencies", with what was skipped.
        public var countsText: String {
            "\(count) agenc\(count == 1 ? "y" : "ies")" + (skipped == 0 ? "" : " (\(skipped) unreadable skipped)")
        }

        public var text: String {
            "Agencies: \(countsText) from \(origin.location) in \(requestCount) request\(requestCount == 1 ? "" : "s")"
        }
    }

    @discardableResult
    public func callAsFunction() async throws -> Summary {
        let download = try await source.fetchAgencies()
        try download.validate()
        if checksAgainstStored {
            let stored = DatasetInventory(["agencies": Set(try await store.agencies().map { String($0.id) })])
            try stored.checkReplacement(by: DatasetInventory(["agencies": Set(download.agencies.map { String($0.id) })]), dataset: .agencies)
        }
        try await store.replaceAgencies(with: download, refreshedAt: now())
        return Summary(
            count: download.agencies.count, skipped: download.skippedReasons.count, origin: download.origin, requestCount: download.requestCount)
    }
}
