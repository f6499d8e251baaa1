import AlmanacCore
import Foundation

/// The owner of each calendar feed's token polled lately, with the revision its calendar is kept
/// drawn by: calendar apps poll the feed, and each poll needs it before anything is drawn. Kept
/// per version of the owner's profile (`DataVersions`), so a write of their stars, or their
/// profile's deletion, is seen by the next poll; everything else is passed to the store.
package final class KeptStarStore: StarStore {
    private let store: any StarStore
    private let changes: any StoreChanges
    /// A token's profile never changes while the profile lives.
    private let profiles = KeptWhileStamped<String, ProfileID>(limit: 1_000)
    private let owners = KeptWhileStamped<String, ProfileRevision>(limit: 1_000)

    package init(_ store: any StarStore, changes: any StoreChanges) {
        self.store = store
        self.changes = changes
    }

    package func owner(ofFeedToken token: String) async throws -> ProfileRevision? {
        guard
            let profile = try await profiles.value(
                token, version: try await changes.version(of: [.everyProfile]),
                read: {
                    try await store.owner(ofFeedToken: token)?.profile
                })
        else { return nil }
        return try await owners.value(token, version: try await changes.version(of: [.profile(profile)])) {
            try await store.owner(ofFeedToken: token)
        }
    }

    package func star(_ star: Star, for profile: ProfileID, limit: Int) async throws { try await store.star(star, for: profile, limit: limit) }

    package func unstar(_ kind: StarKind, id: String, for profile: ProfileID) async throws -> Star? {
        try await store.unstar(kind, id: id, for: profile)
    }

    package func stars(of profile: ProfileID) async throws -> [Star] { try await store.stars(of: profile) }
    package func feedToken(of profile: ProfileID) async throws -> String? { try await store.feedToken(of: profile) }
    package func keepFeedToken(_ token: String, for profile: ProfileID) async throws -> String { try await store.keepFeedToken(token, for: profile) }
}
