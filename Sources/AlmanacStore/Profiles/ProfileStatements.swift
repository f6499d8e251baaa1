import AlmanacCore
import Foundation

/// A profile's lists, read here for the facts, galaxy and weather stores and for "download my
/// data" alike; newest first where they are lists of things done.
extension SQLSession {
    func recentSearches(of profile: ProfileID) async throws -> [RecentSearch] {
        try await rows(
            """
            SELECT term, searched_at FROM profile_recent_search WHERE profile_id = \(profile.rawValue)
            ORDER BY searched_at DESC, \(engine.insertionOrder) DESC
            """
        ).map { row in RecentSearch(term: try row["term"], searchedAt: Date(timeIntervalSince1970: try row["searched_at"])) }
    }

    /// The records the profile opened, newest first: all of them, or the first `limit`.
    func recentViews(of profile: ProfileID, limit: Int? = nil) async throws -> [GalaxyReference] {
        let first: SQL = limit.map { " LIMIT \($0)" } ?? ""
        return try await rows(
            """
            SELECT resource, id FROM profile_recent_view WHERE profile_id = \(profile.rawValue)
            ORDER BY viewed_at DESC, \(engine.insertionOrder) DESC\(first)
            """
        ).compactMap { row in
            guard let resource = GalaxyResource(rawValue: try row["resource"]) else { return nil }
            return GalaxyReference(resource, try row["id"])
        }
    }
}
