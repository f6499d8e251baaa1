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

    var freshness: Freshness {
        Freshness(
            dataset: DatasetID(rawValue: dataset),
            refreshedAt: Date(timeIntervalSince1970: refreshed_at),
            origin: Origin(kind: Origin.Kind(rawValue: origin_kind) ?? .upstream, location: origin_location)
        )
    }
}

/// A row of `dataset_document`: one upstream body, verbatim.
struct DatasetDocumentRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "dataset_document"
    var dataset: String
    var path: String
    var body: Data
}

extension Database {
    /// Inside a dataset's replacing transaction: swaps in its documents and records its freshness.
    func recordRefresh(of dataset: DatasetID, documents: [SnapshotDocument], origin: Origin, at date: Date) throws {
        try DatasetDocumentRecord.filter(Column("dataset") == dataset.rawValue).deleteAll(self)
        for document in documents {
            try DatasetDocumentRecord(dataset: dataset.rawValue, path: document.path, body: document.body).insert(self)
        }
        try recordFreshness(of: dataset, origin: origin, at: date)
    }

    /// Records when and from where a dataset last received upstream data.
    func recordFreshness(of dataset: DatasetID, origin: Origin, at date: Date) throws {
        try DatasetRefreshRecord(
            dataset: dataset.rawValue, refreshed_at: date.timeIntervalSince1970,
            origin_kind: origin.kind.rawValue, origin_location: origin.location
        ).save(self)
    }
}
