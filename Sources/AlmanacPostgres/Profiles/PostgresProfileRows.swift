import AlmanacCore
import Foundation
import PostgresNIO

/// A profile's lists, read here for the facts, galaxy and weather stores and for "download my
/// data" alike; newest first where they are lists of things done.
extension PostgresConnection {
    func recentSearches(of profile: ProfileID) async throws -> [RecentSearch] {
        try await rows("""
            SELECT term, searched_at FROM profile_recent_search WHERE profile_id = \(profile.rawValue) ORDER BY searched_at DESC, sequence DESC
            """).map { row in
            let (term, searchedAt) = try row.decode((String, Double).self)
            return RecentSearch(term: term, searchedAt: Date(timeIntervalSince1970: searchedAt))
        }
    }

    func recentViews(of profile: ProfileID) async throws -> [GalaxyReference] {
        try await rows("""
            SELECT resource, id FROM profile_recent_view WHERE profile_id = \(profile.rawValue) ORDER BY viewed_at DESC, sequence DESC
            """).compactMap { row in
            let (resource, id) = try row.decode((String, Int).self)
            return GalaxyResource(rawValue: resource).map { GalaxyReference($0, id) }
        }
    }
}
