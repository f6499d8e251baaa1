import AlmanacCore
import GRDB

/// Freshness and verbatim documents of every dataset, in SQLite.
public struct SQLiteDatasetStore: DatasetStore {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    public func freshness(of dataset: DatasetID) async throws -> Freshness? {
        try await database.writer.read { db in
            try DatasetRefreshRecord.fetchOne(db, key: dataset.rawValue)?.freshness
        }
    }

    public func documents(of dataset: DatasetID) async throws -> [SnapshotDocument] {
        try await database.writer.read { db in
            if dataset == .facts { return try FactDocuments.read(db) }
            if dataset == .weather { return try WeatherDocuments.read(db) }
            return try DatasetDocumentRecord
                .filter(Column("dataset") == dataset.rawValue)
                .order(Column("path"))
                .fetchAll(db)
                .map { SnapshotDocument(path: $0.path, body: $0.body) }
        }
    }
}
