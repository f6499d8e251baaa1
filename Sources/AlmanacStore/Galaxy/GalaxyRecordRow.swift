import AlmanacCore
import Foundation
import GRDB

/// A row of `galaxy_record`: one SWAPI record with its values and links as JSON.
struct GalaxyRecordRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "galaxy_record"

    let record: GalaxyRecord

    init(_ record: GalaxyRecord) { self.record = record }

    init(row: Row) throws {
        let resource = try GalaxyResource(parsing: row["resource"])
        let values = try JSONDecoder().decode([String: String].self, from: row["field_values"] as Data)
        let links = try JSONDecoder().decode([String: [String]].self, from: row["links"] as Data)
        record = GalaxyRecord(
            reference: GalaxyReference(resource, row["id"]), name: row["name"], values: values,
            links: links.mapValues { $0.compactMap(GalaxyReference.init(url:)) }
        )
    }

    func encode(to container: inout PersistenceContainer) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        container["resource"] = record.reference.resource.rawValue
        container["id"] = record.reference.id
        container["name"] = record.name
        container["search_name"] = record.name.foldedForSearch
        container["field_values"] = String(decoding: try encoder.encode(record.values), as: UTF8.self)
        // Links are kept as "people/1" paths: GalaxyReference(url:) reads them back.
        container["links"] = String(decoding: try encoder.encode(record.links.mapValues { $0.map(\.description) }), as: UTF8.self)
    }
}
