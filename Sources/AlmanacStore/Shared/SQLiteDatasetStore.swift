import Foundation
import AlmanacCore
import GRDB

/// Freshness and verbatim documents of every dataset, in SQLite.
public struct SQLiteDatasetStore: DatasetStore, RefreshLog, StoreHealth {
    private let database: AppDatabase

    public init(database: AppDatabase) { self.database = database }

    public func freshness(of dataset: DatasetID) async throws -> Freshness? {
        try await database.writer.read { db in
            try db.freshness(of: dataset)
        }
    }

    /// Ready when a read succeeds and every migration of this build has run.
    public func checkReady() async throws {
        guard try await database.isMigrated() else { throw StoreNotReady(reason: "the store is not migrated to this version's schema") }
    }

    public func sizeInBytes() async throws -> Int {
        try await database.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()")) ?? 0
        }
    }

    public func lastFailure(of dataset: DatasetID) async throws -> RefreshFailure? {
        try await database.writer.read { db in try DatasetFailureRecord.fetchOne(db, key: dataset.rawValue)?.failure }
    }

    public func recordCounts(of dataset: DatasetID) async throws -> [RecordCount] {
        try await database.writer.read { db in
            func count(_ name: String, _ sql: String) throws -> RecordCount {
                RecordCount(name: name, count: try Int.fetchOne(db, sql: sql) ?? 0)
            }
            switch dataset {
            case .spacex:
                return [
                    try count("launches", "SELECT COUNT(*) FROM spacex_launch"),
                    try count("rockets", "SELECT COUNT(*) FROM spacex_rocket"),
                    try count("launchpads", "SELECT COUNT(*) FROM spacex_launchpad"),
                ]
            case .launchLibrary:
                return try LaunchLibraryList.allCases.map { list in
                    try count("\(list.rawValue) launches", "SELECT COUNT(*) FROM ll2_launch WHERE list = '\(list.rawValue)'")
                }
            case .swapi:
                let counts = try Row.fetchAll(db, sql: "SELECT resource, COUNT(*) AS n FROM galaxy_record GROUP BY resource")
                    .map { RecordCount(name: $0["resource"], count: $0["n"]) }
                return GalaxyResource.allCases.map { resource in
                    counts.first { $0.name == resource.rawValue } ?? RecordCount(name: resource.rawValue, count: 0)
                }
            case .facts:
                return [
                    try count("facts", "SELECT COUNT(*) FROM fact"),
                    try count("categories", "SELECT COUNT(*) FROM fact_category"),
                    try count("recent searches", "SELECT COUNT(*) FROM profile_recent_search"),
                ]
            case .weather:
                return [
                    try count("saved cities", "SELECT COUNT(*) FROM weather_city WHERE position IS NOT NULL"),
                    try count("forecasts", "SELECT COUNT(*) FROM weather_forecast"),
                    try count("places", "SELECT COUNT(*) FROM weather_place"),
                ]
            }
        }
    }

    public func recordFailure(of dataset: DatasetID, _ failure: RefreshFailure) async throws {
        try await database.writer.write { db in
            try DatasetFailureRecord(dataset: dataset.rawValue, reason: failure.reason, failed_at: failure.at.timeIntervalSince1970).save(db)
        }
    }

    public func restoreFreshness(_ freshness: Freshness) async throws {
        try await database.writer.write { db in
            try db.recordFreshness(of: freshness.dataset, origin: freshness.origin, at: freshness.refreshedAt)
            try DatasetFailureRecord.deleteOne(db, key: freshness.dataset.rawValue)
            if let failure = freshness.lastFailure {
                try DatasetFailureRecord(dataset: freshness.dataset.rawValue, reason: failure.reason, failed_at: failure.at.timeIntervalSince1970).save(db)
            }
        }
    }

    public func documents(of dataset: DatasetID) async throws -> [SnapshotDocument] {
        try await database.writer.read { db in
            if dataset == .facts { return try FactDocuments.read(db) }
            if dataset == .weather { return try WeatherDocuments.read(db) }
            if dataset == .launchLibrary { return try LaunchLibraryDocuments.read(db) }
            return try db.storedDocuments(of: dataset)
        }
    }
}

/// The store cannot serve yet, and why.
public struct StoreNotReady: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
