import AlmanacCore
import Foundation

/// `dataset_refresh`, `dataset_document` and `dataset_failure`, read and written inside the
/// stores' transactions: what every dataset shares.
extension SQLSession {
    /// Inside a dataset's replacing transaction: swaps in its documents and records its freshness.
    func recordRefresh(of dataset: DatasetID, documents: [SnapshotDocument], origin: Origin, at date: Date) async throws {
        try await execute("DELETE FROM dataset_document WHERE dataset = \(dataset.rawValue)")
        try await insert(
            "INSERT INTO dataset_document (dataset, path, body, etag, last_modified)",
            rows: documents.map { document in
                [
                    .text(dataset.rawValue), .text(document.path), .blob(document.body),
                    document.validators?.etag.sqlValue ?? .null, document.validators?.lastModified.sqlValue ?? .null,
                ]
            }
        )
        try await recordFreshness(of: dataset, origin: origin, at: date)
    }

    /// Records when and from where a dataset last received upstream data.
    func recordFreshness(of dataset: DatasetID, origin: Origin, at date: Date) async throws {
        try await execute(
            """
            INSERT INTO dataset_refresh (dataset, refreshed_at, origin_kind, origin_location)
            VALUES (\(dataset.rawValue), \(date.timeIntervalSince1970), \(origin.kind.rawValue), \(origin.location))
            ON CONFLICT (dataset) DO UPDATE SET
                refreshed_at = excluded.refreshed_at, origin_kind = excluded.origin_kind, origin_location = excluded.origin_location
            """)
    }

    /// Records a dataset's latest failed refresh, replacing the one before.
    func recordFailure(of dataset: DatasetID, _ failure: RefreshFailure) async throws {
        try await execute(
            """
            INSERT INTO dataset_failure (dataset, reason, failed_at) VALUES (\(dataset.rawValue), \(failure.reason), \(failure.at.timeIntervalSince1970))
            ON CONFLICT (dataset) DO UPDATE SET reason = excluded.reason, failed_at = excluded.failed_at
            """)
    }

    func lastFailure(of dataset: DatasetID) async throws -> RefreshFailure? {
        try await firstRow("SELECT reason, failed_at FROM dataset_failure WHERE dataset = \(dataset.rawValue)").map { row in
            RefreshFailure(reason: try row["reason"], at: Date(timeIntervalSince1970: try row["failed_at"]))
        }
    }

    /// A dataset's freshness with its latest failure.
    func freshness(of dataset: DatasetID) async throws -> Freshness? {
        let failure = try await lastFailure(of: dataset)
        return try await firstRow("SELECT refreshed_at, origin_kind, origin_location FROM dataset_refresh WHERE dataset = \(dataset.rawValue)").map {
            row in
            Freshness(
                dataset: dataset, refreshedAt: Date(timeIntervalSince1970: try row["refreshed_at"]),
                origin: Origin(kind: Origin.Kind(rawValue: try row["origin_kind"]) ?? .upstream, location: try row["origin_location"]),
                lastFailure: failure
            )
        }
    }

    /// A dataset's stored upstream bodies, by path.
    func storedDocuments(of dataset: DatasetID) async throws -> [SnapshotDocument] {
        try await rows(
            """
            SELECT path, body, etag, last_modified FROM dataset_document WHERE dataset = \(dataset.rawValue) ORDER BY path\(engine.byteOrder)
            """
        ).map { row in
            SnapshotDocument(
                path: try row["path"], body: try row["body"], validators: .from(etag: try row["etag"], lastModified: try row["last_modified"]))
        }
    }
}
