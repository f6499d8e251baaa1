import AlmanacCore
import Foundation
import PostgresNIO

/// Freshness, failures and documents of every dataset, and the store's health, in PostgreSQL.
public struct PostgresDatasetStore: DatasetStore, RefreshLog, StoreHealth {
    private let database: PostgresDatabase

    public init(database: PostgresDatabase) { self.database = database }

    public func freshness(of dataset: DatasetID) async throws -> Freshness? {
        try await database.snapshot { try await $0.freshness(of: dataset) }
    }

    public func lastFailure(of dataset: DatasetID) async throws -> RefreshFailure? {
        try await database.read { try await $0.lastFailure(of: dataset) }
    }

    public func recordFailure(of dataset: DatasetID, _ failure: RefreshFailure) async throws {
        try await database.read { connection in
            try await connection.run("""
                INSERT INTO dataset_failure (dataset, reason, failed_at) VALUES (\(dataset.rawValue), \(failure.reason), \(failure.at.timeIntervalSince1970))
                ON CONFLICT (dataset) DO UPDATE SET reason = excluded.reason, failed_at = excluded.failed_at
                """)
        }
    }

    public func restoreFreshness(_ freshness: Freshness) async throws {
        let dataset = freshness.dataset
        try await database.write(.dataset(dataset)) { connection in
            try await connection.recordFreshness(of: dataset, origin: freshness.origin, at: freshness.refreshedAt)
            try await connection.run("DELETE FROM dataset_failure WHERE dataset = \(dataset.rawValue)")
            if let failure = freshness.lastFailure {
                try await connection.run("""
                    INSERT INTO dataset_failure (dataset, reason, failed_at) VALUES (\(dataset.rawValue), \(failure.reason), \(failure.at.timeIntervalSince1970))
                    """)
            }
        }
    }

    /// Ready when the server answers and every migration of this build has run.
    /// Ready when PostgreSQL answers within 1.5 s and holds this build's schema: a load
    /// balancer hears 503 well within its own timeout when the database is away.
    public func checkReady() async throws {
        guard try await database.isMigrated(within: .milliseconds(1500)) else { throw StoreNotMigrated() }
    }

    public func sizeInBytes() async throws -> Int {
        try await database.read { try await $0.count("SELECT pg_database_size(current_database())") }
    }

    public func recordCounts(of dataset: DatasetID) async throws -> [RecordCount] {
        try await database.snapshot { connection in
            func count(_ name: String, _ query: PostgresQuery) async throws -> RecordCount {
                RecordCount(name: name, count: try await connection.count(query))
            }
            switch dataset {
            case .spacex:
                return [
                    try await count("launches", "SELECT COUNT(*) FROM spacex_launch"),
                    try await count("rockets", "SELECT COUNT(*) FROM spacex_rocket"),
                    try await count("launchpads", "SELECT COUNT(*) FROM spacex_launchpad"),
                ]
            case .launchLibrary:
                var counts: [RecordCount] = []
                for list in LaunchLibraryList.allCases {
                    counts.append(try await count("\(list.rawValue) launches", "SELECT COUNT(*) FROM ll2_launch WHERE list = \(list.rawValue)"))
                }
                return counts
            case .swapi:
                var counts: [String: Int] = [:]
                for row in try await connection.rows("SELECT resource, COUNT(*) FROM galaxy_record GROUP BY resource") {
                    let (resource, count) = try row.decode((String, Int).self)
                    counts[resource] = count
                }
                return GalaxyResource.allCases.map { RecordCount(name: $0.rawValue, count: counts[$0.rawValue] ?? 0) }
            case .facts:
                return [
                    try await count("facts", "SELECT COUNT(*) FROM fact"),
                    try await count("categories", "SELECT COUNT(*) FROM fact_category"),
                    try await count("recent searches", "SELECT COUNT(*) FROM profile_recent_search"),
                ]
            case .weather:
                return [
                    try await count("saved cities", "SELECT COUNT(*) FROM weather_city WHERE position IS NOT NULL"),
                    try await count("forecasts", "SELECT COUNT(*) FROM weather_forecast"),
                    try await count("places", "SELECT COUNT(*) FROM weather_place"),
                ]
            }
        }
    }

    public func documents(of dataset: DatasetID) async throws -> [SnapshotDocument] {
        try await database.snapshot { connection in
            switch dataset {
            case .facts: return try await connection.factDocuments()
            case .weather: return try await connection.weatherDocuments()
            case .launchLibrary: return try await connection.launchLibraryDocuments()
            case .spacex, .swapi: return try await connection.storedDocuments(of: dataset)
            }
        }
    }
}

/// The store answers but lacks this build's migrations (a newer or older schema is running).
public struct StoreNotMigrated: Error, CustomStringConvertible {
    public var description: String { "the store is not migrated to this version's schema" }
}
