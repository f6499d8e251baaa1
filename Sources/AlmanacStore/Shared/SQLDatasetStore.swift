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

    /// The counts its tables declare for it (`Table.counted`), in their order.
    public func recordCounts(of dataset: DatasetID) async throws -> [RecordCount] {
        try await database.snapshot { session in
            var counts: [RecordCount] = []
            for table in Schema.tables {
                for counted in table.counted where counted.dataset == dataset {
                    let condition: SQL = counted.condition.map { " WHERE \($0)" } ?? ""
                    counts.append(
                        RecordCount(name: counted.name, count: try await session.count("SELECT COUNT(*) FROM \(raw: table.name)\(condition)")))
                }
            }
            return counts
        }
    }

    /// What an export writes of a dataset: the upstream bodies its refresh stored, or, for
    /// those whose bodies are not kept whole, the documents made again from their tables.
    public func documents(of dataset: DatasetID) async throws -> [SnapshotDocument] {
        try await database.snapshot { session in
            if let assemble = Self.documentsMadeFromTables[dataset] { return try await assemble(session) }
            return try await session.storedDocuments(of: dataset)
        }
    }

    /// The datasets whose snapshot documents are made from their tables: facts grown search by
    /// search, places and forecasts kept one by one, launches kept per list.
    private static let documentsMadeFromTables: [DatasetID: @Sendable (any SQLSession) async throws -> [SnapshotDocument]] = [
        .facts: { try await $0.factDocuments() },
        .weather: { try await $0.weatherDocuments() },
        .launchLibrary: { try await $0.launchLibraryDocuments() },
    ]
}

/// The store cannot serve yet, and why.
public struct StoreNotReady: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }

    public init(reason: String) { self.reason = reason }

    /// The store answers but lacks this build's migrations (a newer or older schema is running).
    public static let notMigrated = StoreNotReady(reason: "the store is not migrated to this version's schema")
}
