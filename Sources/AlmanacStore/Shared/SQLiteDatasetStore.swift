import Foundation
import AlmanacCore
import GRDB

/// Freshness and verbatim documents of every dataset, in SQLite.
public struct SQLiteDatasetStore: DatasetStore, RefreshLog {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    public func freshness(of dataset: DatasetID) async throws -> Freshness? {
        try await database.writer.read { db in
            try db.freshness(of: dataset)
        }
    }

    public func recordFailure(of dataset: DatasetID, _ failure: RefreshFailure) async throws {
        try await database.writer.write { db in
            try DatasetFailureRecord(dataset: dataset.rawValue, reason: failure.reason, failed_at: failure.at.timeIntervalSince1970).save(db)
        }
    }

    public func documents(of dataset: DatasetID) async throws -> [SnapshotDocument] {
        try await database.writer.read { db in
            if dataset == .facts { return try FactDocuments.read(db) }
            if dataset == .weather { return try WeatherDocuments.read(db) }
            return try db.storedDocuments(of: dataset)
        }
    }
}
