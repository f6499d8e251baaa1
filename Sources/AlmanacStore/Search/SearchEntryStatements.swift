import AlmanacCore
import Foundation

/// Keeps `search_entry` in step with the datasets it indexes: each rebuild replaces the entries
/// of its own kinds, in the transaction that changed their dataset.
extension SQLSession {
    /// The launches', boosters', rockets' and launch sites' entries, from the merged timeline
    /// just built.
    func rebuildLaunchSearchEntries(timeline: [Launch]) async throws {
        let kinds: [SearchKind] = [.launch, .booster, .rocket, .launcher, .site]
        try await execute("DELETE FROM search_entry WHERE kind IN (\(SQL.joined(kinds.map { "\($0.rawValue)" }, separator: ", ")))")
        let entries = SearchEntry.launchEntries(timeline: timeline, rockets: try await storedRockets())
        try await insert(SearchEntryRow.insert, rows: entries.map(SearchEntryRow.values))
    }

    /// The SWAPI records' entries: each by its name (already folded in `search_name`).
    func rebuildGalaxySearchEntries() async throws {
        let resources = GalaxyResource.allCases.map { "\(SearchKind.galaxy($0).rawValue)" as SQL }
        try await execute("DELETE FROM search_entry WHERE kind IN (\(SQL.joined(resources, separator: ", ")))")
        try await execute(
            """
            \(SearchEntryRow.insert) SELECT resource, CAST(id AS text), name, NULL, NULL, search_name FROM galaxy_record
            """)
    }
}

/// One entry as a row of `search_entry`.
enum SearchEntryRow {
    static let insert: SQL = "INSERT INTO search_entry (kind, key, title, detail, date_unix, words)"

    static func values(_ entry: SearchEntry) -> [SQLValue] {
        [
            .text(entry.kind.rawValue), .text(entry.key), .text(entry.title), entry.detail.sqlValue, (entry.date?.timeIntervalSince1970).sqlValue,
            .text(entry.storedWords),
        ]
    }
}
