import AlmanacCore
import Foundation

extension SQLSession {
    /// The facts dataset in the snapshot layout, built from the store on export (the dataset
    /// grows search by search, so there is no single upstream body to keep; see `StoredDocuments`).
    func factDocuments() async throws -> [SnapshotDocument] {
        let categories: [String] = try await values("SELECT name FROM fact_category ORDER BY position")
        let bodies: [Data] = try await values("SELECT body FROM fact ORDER BY id\(engine.byteOrder)")
        return [try StoredDocuments.factCategories(categories), StoredDocuments.facts(bodies)].compactMap { $0 }
    }
}
