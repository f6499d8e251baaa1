import AlmanacCore
import Foundation
import GRDB

/// `profile_recent_search`: a profile's searches, newest first. Read here for the facts store
/// and for "download my data" alike.
enum RecentSearchRow {
    static func listed(_ profile: ProfileID, _ db: Database) throws -> [RecentSearch] {
        try Row.fetchAll(
            db, sql: "SELECT term, searched_at FROM profile_recent_search WHERE profile_id = ? ORDER BY searched_at DESC, rowid DESC",
            arguments: [profile.rawValue]
        ).map { RecentSearch(term: $0["term"], searchedAt: Date(timeIntervalSince1970: $0["searched_at"])) }
    }
}

/// `profile_recent_view`: the records a profile opened, newest first.
enum RecentViewRow {
    static func listed(_ profile: ProfileID, _ db: Database) throws -> [GalaxyReference] {
        try Row.fetchAll(
            db, sql: "SELECT resource, id FROM profile_recent_view WHERE profile_id = ? ORDER BY viewed_at DESC, rowid DESC",
            arguments: [profile.rawValue]
        ).compactMap { row in GalaxyResource(rawValue: row["resource"]).map { GalaxyReference($0, row["id"]) } }
    }
}
