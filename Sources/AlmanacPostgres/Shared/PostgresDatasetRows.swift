import AlmanacCore
import Foundation
import PostgresNIO

/// `dataset_refresh`, `dataset_document` and `dataset_failure`, read and written inside the
/// stores' transactions: what every dataset shares.
extension PostgresConnection {
    /// Inside a dataset's replacing transaction: swaps in its documents and records its freshness.
    func recordRefresh(of dataset: DatasetID, documents: [SnapshotDocument], origin: Origin, at date: Date) async throws {
        try await run("DELETE FROM dataset_document WHERE dataset = \(dataset.rawValue)")
        for document in documents { try await saveDocument(document, of: dataset) }
        try await recordFreshness(of: dataset, origin: origin, at: date)
    }

    func saveDocument(_ document: SnapshotDocument, of dataset: DatasetID) async throws {
        try await run("""
            INSERT INTO dataset_document (dataset, path, body, etag, last_modified)
            VALUES (\(dataset.rawValue), \(document.path), \(document.body), \(document.validators?.etag), \(document.validators?.lastModified))
            ON CONFLICT (dataset, path) DO UPDATE SET body = excluded.body, etag = excluded.etag, last_modified = excluded.last_modified
            """)
    }

    /// Records when and from where a dataset last received upstream data.
    func recordFreshness(of dataset: DatasetID, origin: Origin, at date: Date) async throws {
        try await run("""
            INSERT INTO dataset_refresh (dataset, refreshed_at, origin_kind, origin_location)
            VALUES (\(dataset.rawValue), \(date.timeIntervalSince1970), \(origin.kind.rawValue), \(origin.location))
            ON CONFLICT (dataset) DO UPDATE SET
                refreshed_at = excluded.refreshed_at, origin_kind = excluded.origin_kind, origin_location = excluded.origin_location
            """)
    }

    /// When a dataset was last replaced or confirmed, as stored: the version `PerRefreshCache` keys on.
    func refreshVersion(of dataset: DatasetID) async throws -> Double? {
        try await firstRow("SELECT refreshed_at FROM dataset_refresh WHERE dataset = \(dataset.rawValue)")?.decode(Double.self)
    }

    func lastFailure(of dataset: DatasetID) async throws -> RefreshFailure? {
        try await firstRow("SELECT reason, failed_at FROM dataset_failure WHERE dataset = \(dataset.rawValue)").map { row in
            let (reason, failedAt) = try row.decode((String, Double).self)
            return RefreshFailure(reason: reason, at: Date(timeIntervalSince1970: failedAt))
        }
    }

    /// A dataset's freshness with its latest failure.
    func freshness(of dataset: DatasetID) async throws -> Freshness? {
        let failure = try await lastFailure(of: dataset)
        let query: PostgresQuery = "SELECT refreshed_at, origin_kind, origin_location FROM dataset_refresh WHERE dataset = \(dataset.rawValue)"
        return try await firstRow(query).map { row in
            let (refreshedAt, kind, location) = try row.decode((Double, String, String).self)
            return Freshness(
                dataset: dataset, refreshedAt: Date(timeIntervalSince1970: refreshedAt),
                origin: Origin(kind: Origin.Kind(rawValue: kind) ?? .upstream, location: location), lastFailure: failure
            )
        }
    }

    /// A dataset's stored upstream bodies, by path.
    func storedDocuments(of dataset: DatasetID) async throws -> [SnapshotDocument] {
        try await rows("SELECT path, body, etag, last_modified FROM dataset_document WHERE dataset = \(dataset.rawValue) ORDER BY path").map { row in
            let (path, body, etag, lastModified) = try row.decode((String, Data, String?, String?).self)
            return SnapshotDocument(path: path, body: body, validators: .from(etag: etag, lastModified: lastModified))
        }
    }
}
