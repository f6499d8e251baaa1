import AlmanacCore
import Foundation
import GRDB

/// A row of `dataset_refresh`: when and from where a dataset was last replaced.
struct DatasetRefreshRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "dataset_refresh"
    var dataset: String
    var refreshed_at: Double
    var origin_kind: String
    var origin_location: String

    /// Nil for a row of a dataset this build does not know (written by a newer one).
    func freshness(lastFailure: RefreshFailure?) -> Freshness? {
        guard let dataset = DatasetID(rawValue: dataset) else { return nil }
        return Freshness(
            dataset: dataset,
            refreshedAt: Date(timeIntervalSince1970: refreshed_at),
            origin: Origin(kind: Origin.Kind(rawValue: origin_kind) ?? .upstream, location: origin_location),
            lastFailure: lastFailure
        )
    }
}

/// A row of `dataset_failure`: the latest refresh of a dataset that failed.
struct DatasetFailureRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "dataset_failure"
    var dataset: String
    var reason: String
    var failed_at: Double

    var failure: RefreshFailure { RefreshFailure(reason: reason, at: Date(timeIntervalSince1970: failed_at)) }
}

/// A row of `dataset_document`: one upstream body, verbatim.
struct DatasetDocumentRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "dataset_document"
    var dataset: String
    var path: String
    var body: Data
    var etag: String?
    var last_modified: String?

    init(dataset: DatasetID, document: SnapshotDocument) {
        self.dataset = dataset.rawValue
        path = document.path
        body = document.body
        etag = document.validators?.etag
        last_modified = document.validators?.lastModified
    }

    var document: SnapshotDocument {
        SnapshotDocument(path: path, body: body, validators: .from(etag: etag, lastModified: last_modified))
    }
}

extension Database {
    /// Inside a dataset's replacing transaction: swaps in its documents and records its freshness.
    func recordRefresh(of dataset: DatasetID, documents: [SnapshotDocument], origin: Origin, at date: Date) throws {
        try DatasetDocumentRecord.filter(Column("dataset") == dataset.rawValue).deleteAll(self)
        for document in documents {
            try DatasetDocumentRecord(dataset: dataset, document: document).insert(self)
        }
        try recordFreshness(of: dataset, origin: origin, at: date)
    }

    /// A dataset's freshness with its latest failure.
    func freshness(of dataset: DatasetID) throws -> Freshness? {
        let failure = try DatasetFailureRecord.fetchOne(self, key: dataset.rawValue)?.failure
        return try DatasetRefreshRecord.fetchOne(self, key: dataset.rawValue)?.freshness(lastFailure: failure) ?? nil
    }

    /// When a dataset was last replaced or confirmed, as stored: the version `PerRefreshMemo` keys on.
    func refreshVersion(of dataset: DatasetID) throws -> Double? {
        try Double.fetchOne(cachedStatement(sql: "SELECT refreshed_at FROM dataset_refresh WHERE dataset = ?"), arguments: [dataset.rawValue])
    }

    /// A dataset's stored upstream bodies, by path.
    func storedDocuments(of dataset: DatasetID) throws -> [SnapshotDocument] {
        try DatasetDocumentRecord
            .filter(Column("dataset") == dataset.rawValue)
            .order(Column("path"))
            .fetchAll(self)
            .map(\.document)
    }

    /// Records when and from where a dataset last received upstream data.
    func recordFreshness(of dataset: DatasetID, origin: Origin, at date: Date) throws {
        try DatasetRefreshRecord(
            dataset: dataset.rawValue, refreshed_at: date.timeIntervalSince1970,
            origin_kind: origin.kind.rawValue, origin_location: origin.location
        ).save(self)
    }
}
