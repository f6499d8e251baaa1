import AlmanacCore
import Foundation

/// The agencies: one row each, the agency as Almanac reads it; the bodies as sent are the
/// dataset's documents (what an export writes). A plain store: every read is its statement.
public struct SQLAgencyStore: AgencyStore {
    private let database: any SQLDatabase

    public init(database: any SQLDatabase) { self.database = database }

    public func replaceAgencies(with download: AgencyDownload, refreshedAt: Date) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let rows: [[SQLValue]] = try download.agencies.map { agency in
            [Int64(agency.id).sqlValue, .text(agency.name), .text(String(decoding: try encoder.encode(agency), as: UTF8.self))]
        }
        let entries = download.agencies.map { agency in
            SearchEntry(
                kind: .agency, key: String(agency.id), title: agency.abbreviation.map { "\(agency.name) (\($0))" } ?? agency.name,
                detail: [agency.type, agency.countryCodes.first].compactMap { $0 }.joined(separator: " · "))
        }
        try await database.write(.dataset(.agencies)) { session in
            try await session.execute("DELETE FROM ll2_agency")
            try await session.insert("INSERT INTO ll2_agency (id, name, agency)", rows: rows)
            // The one search box finds an agency by its name or abbreviation ("rocket lab", "jaxa").
            try await session.execute("DELETE FROM search_entry WHERE kind = \(SearchKind.agency.rawValue)")
            try await session.insert(SearchEntryRow.insert, rows: entries.map(SearchEntryRow.values))
            try await session.recordRefresh(of: .agencies, documents: download.documents, origin: download.origin, at: refreshedAt)
        }
    }

    public func agencies() async throws -> [Agency] {
        try await database.read { session in
            try await session.rows("SELECT agency FROM ll2_agency ORDER BY name\(session.engine.byteOrder), id").map(Self.agency)
        }
    }

    public func agency(id: Int) async throws -> Agency? {
        try await database.read { session in
            try await session.firstRow("SELECT agency FROM ll2_agency WHERE id = \(Int64(id))").map(Self.agency)
        }
    }

    private static func agency(_ row: SQLRow) throws -> Agency {
        try JSONDecoder().decode(Agency.self, from: try row["agency"] as Data)
    }
}
