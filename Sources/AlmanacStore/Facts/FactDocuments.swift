import AlmanacCore
import Foundation
import GRDB

/// The facts dataset in the snapshot layout, built from the store on export (the dataset grows
/// search by search, so there is no single upstream body to keep; see `StoredDocuments`).
enum FactDocuments {
    static func read(_ db: Database) throws -> [SnapshotDocument] {
        let categories = try String.fetchAll(db, sql: "SELECT name FROM fact_category ORDER BY position")
        let bodies = try Data.fetchAll(db, sql: "SELECT body FROM fact ORDER BY id")
        return [try StoredDocuments.factCategories(categories), StoredDocuments.facts(bodies)].compactMap { $0 }
    }
}
