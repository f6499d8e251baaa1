import Foundation

/// Where agencies are kept: replaced whole by a refresh or an import, read whole (there are a
/// few hundred; lists filter them in memory).
public protocol AgencyStore: Sendable {
    /// Replaces every agency in one transaction, with the documents an export writes back.
    func replaceAgencies(with download: AgencyDownload, refreshedAt: Date) async throws
    /// Every agency, by name.
    func agencies() async throws -> [Agency]
    func agency(id: Int) async throws -> Agency?
}

/// Agencies from Launch Library 2, or from a snapshot's `ll2/agencies.json`.
public protocol AgencySource: Sendable {
    func fetchAgencies() async throws -> AgencyDownload
}

/// What a source read: the agencies, the bodies as sent (kept for export) and what was skipped.
public struct AgencyDownload: Sendable {
    public let agencies: [Agency]
    public let documents: [SnapshotDocument]
    public let origin: Origin
    /// Objects that were not a readable agency, each named with the reason.
    public let skippedReasons: [String]
    public let requestCount: Int

    public init(agencies: [Agency], documents: [SnapshotDocument], origin: Origin, skippedReasons: [String] = [], requestCount: Int) {
        self.agencies = agencies
        self.documents = documents
        self.origin = origin
        self.skippedReasons = skippedReasons
        self.requestCount = requestCount
    }

    /// Refuses a download that holds no agency or names one id twice (an upstream gone wrong).
    func validate() throws(UpstreamFailure) {
        guard !agencies.isEmpty else {
            throw .invalid(dataset: .agencies, reason: "no readable agency" + (skippedReasons.first.map { " (\($0))" } ?? ""))
        }
        var seen = Set<Int>()
        for agency in agencies where !seen.insert(agency.id).inserted {
            throw .invalid(dataset: .agencies, reason: "agency id \(agency.id) is listed twice")
        }
    }
}
