import Foundation

/// Refreshes astronauts and stations from a source (Launch Library 2 or a snapshot): fetch,
/// validate, then replace both in one transaction, so a failed or odd refresh keeps what was there.
public struct SyncAstronauts: Sendable {
    private let source: any AstronautSource
    private let store: any AstronautStore
    private let now: Now
    private let checksAgainstStored: Bool

    /// - Parameter checksAgainstStored: refuse a download that empties, halves or renumbers the
    ///   stored astronauts; an import the user asked for skips it.
    public init(source: any AstronautSource, store: any AstronautStore, now: Now = .system, checksAgainstStored: Bool = true) {
        self.source = source
        self.store = store
        self.now = now
        self.checksAgainstStored = checksAgainstStored
    }

    public struct Summary: Hashable, Sendable {
        public let astronauts: Int
        public let stations: Int
        public let spacecraft: Int
        public let skipped: Int
        public let origin: Origin
        public let requestCount: Int

        /// "858 astronauts, 15 space stations, 46 spacecraft", with what was skipped.
        public var countsText: String {
            "\(astronauts) astronaut\(astronauts == 1 ? "" : "s"), \(stations) space station\(stations == 1 ? "" : "s"), \(spacecraft) spacecraft"
                + (skipped == 0 ? "" : " (\(skipped) unreadable skipped)")
        }

        public var text: String {
            "Astronauts: \(countsText) from \(origin.location) in \(requestCount) request\(requestCount == 1 ? "" : "s")"
        }
    }

    @discardableResult
    public func callAsFunction() async throws -> Summary {
        let download = try await source.fetchAstronauts()
        try download.validate()
        if checksAgainstStored {
            let stored = DatasetInventory(["astronauts": Set(try await store.astronauts().map { String($0.id) })])
            try stored.checkReplacement(
                by: DatasetInventory(["astronauts": Set(download.astronauts.map { String($0.id) })]), dataset: .astronauts)
        }
        try await store.replaceAstronauts(with: download, refreshedAt: now())
        return Summary(
            astronauts: download.astronauts.count, stations: download.stations.count, spacecraft: download.spacecraft.count,
            skipped: download.skippedReasons.count,
            origin: download.origin, requestCount: download.requestCount)
    }
}
