import AlmanacCore
import Foundation

/// Freshness, failures and documents of every dataset, and the store's health.
public struct SQLDatasetStore: DatasetStore, RefreshLog, StoreHealth {
    private let database: any SQLDatabase

    public init(database: any SQLDatabase) { self.database = database }

    public func freshness(of dataset: DatasetID) async throws -> Freshness? {
        try await database.snapshot { try await $0.freshness(of: dataset) }
    }

    public func lastFailure(of dataset: DatasetID) async throws -> RefreshFailure? {
        try await database.read { try await $0.lastFailure(of: dataset) }
    }

    /// Not scoped: a failure is one row, and the refresh that failed may not hold the dataset.
    /// Announced as a change of the dataset all the same, so every answer states it at once.
    public func recordFailure(of dataset: DatasetID, _ failure: RefreshFailure) async throws {
        try await database.write([], announcing: [.dataset(dataset)]) { try await $0.recordFailure(of: dataset, failure) }
    }

    public func restoreFreshness(_ freshness: Freshness) async throws {
        let dataset = freshness.dataset
        try await database.write(.dataset(dataset)) { session in
            try await session.recordFreshness(of: dataset, origin: freshness.origin, at: freshness.refreshedAt)
            try await session.execute("DELETE FROM dataset_failure WHERE dataset = \(dataset.rawValue)")
            if let failure = freshness.lastFailure { try await session.recordFailure(of: dataset, failure) }
        }
    }

    public func checkReady() async throws {
        try await database.checkMigrated()
    }

    public func sizeInBytes() async throws -> Int {
        try await database.read { session in
            try await session.count(
                session.engine.pick(
                    sqlite: "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()",
                    postgres: "SELECT pg_database_size(current_database())"
                ))
        }
    }

    public func recordCounts(of dataset: DatasetID) async throws -> [RecordCount] {
        try await database.snapshot { session in
            func count(_ name: String, _ table: String, where condition: SQL = "") async throws -> RecordCount {
                RecordCount(name: name, count: try await session.count("SELECT COUNT(*) FROM \(raw: table)\(condition)"))
            }
            switch dataset {
            case .spacex:
                return [
                    try await count("launches", "spacex_launch"), try await count("rockets", "spacex_rocket"),
                    try await count("launchpads", "spacex_launchpad"),
                ]
            case .launchLibrary:
                var counts: [RecordCount] = []
                for list in LaunchLibraryList.allCases {
                    counts.append(try await count("\(list.rawValue) launches", "ll2_launch", where: " WHERE list = \(list.rawValue)"))
                }
                return counts
            case .swapi:
                var counts: [String: Int] = [:]
                for row in try await session.rows("SELECT resource, COUNT(*) AS n FROM galaxy_record GROUP BY resource") {
                    counts[try row["resource"]] = try row["n"]
                }
                return GalaxyResource.allCases.map { RecordCount(name: $0.rawValue, count: counts[$0.rawValue] ?? 0) }
            case .facts:
                return [
                    try await count("facts", "fact"), try await count("categories", "fact_category"),
                    try await count("recent searches", "profile_recent_search"),
                ]
            case .agencies:
                return [try await count("agencies", "ll2_agency")]
            case .astronauts:
                return [
                    try await count("astronauts", "ll2_astronaut"), try await count("space stations", "ll2_station"),
                    try await count("spacecraft", "ll2_spacecraft"),
                ]
            case .weather:
                return [
                    try await count("saved cities", "weather_city", where: " WHERE position IS NOT NULL"),
                    try await count("forecasts", "weather_forecast"), try await count("places", "weather_place"),
                ]
            }
        }
    }

    public func documents(of dataset: DatasetID) async throws -> [SnapshotDocument] {
        try await database.snapshot { session in
            switch dataset {
            case .facts: try await session.factDocuments()
            case .weather: try await session.weatherDocuments()
            case .launchLibrary: try await session.launchLibraryDocuments()
            case .spacex, .swapi, .agencies, .astronauts: try await session.storedDocuments(of: dataset)
            }
        }
    }
}

/// The store cannot serve yet, and why.
public struct StoreNotReady: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }

    public init(reason: String) { self.reason = reason }

    /// The store answers but lacks this build's migrations (a newer or older schema is running).
    public static let notMigrated = StoreNotReady(reason: "the store is not migrated to this version's schema")
}
