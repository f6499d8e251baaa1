import AlmanacCore
import Foundation
import GRDB

/// The facts dataset in the snapshot layout, built from the store on export (the dataset grows
/// search by search, so there is no single upstream body to keep): `chucknorris/jokes.json` holds
/// every fact's upstream object as fetched, `chucknorris/categories.json` the category names.
enum FactDocuments {
    static func read(_ db: Database) throws -> [SnapshotDocument] {
        var documents: [SnapshotDocument] = []
        let categories = try String.fetchAll(db, sql: "SELECT name FROM fact_category ORDER BY position")
        if !categories.isEmpty {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted]
            documents.append(SnapshotDocument(path: SnapshotLayout.factCategories, body: try encoder.encode(categories)))
        }
        let bodies = try Data.fetchAll(db, sql: "SELECT body FROM fact ORDER BY id")
        if !bodies.isEmpty {
            var jokes = Data("[\n".utf8)
            for (index, body) in bodies.enumerated() {
                if index > 0 { jokes.append(contentsOf: Array(",\n".utf8)) }
                jokes.append(body)
            }
            jokes.append(contentsOf: Array("\n]\n".utf8))
            documents.append(SnapshotDocument(path: SnapshotLayout.facts, body: jokes))
        }
        return documents
    }
}
