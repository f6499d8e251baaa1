import Foundation
import Synchronization

/// The Star Wars records a profile opened lately, for the home page to link back to. A class: it
/// remembers the record each profile noted last, shared by every copy.
public final class RecentlyViewedRecords: Sendable {
    /// How many are remembered: a home card's worth.
    public static let limit = 6

    private let store: any GalaxyStore
    private let now: Now
    /// The record each profile noted last: opening it again (reloads, conditional requests)
    /// changes no order, so it costs no write. Forgotten wholesale past `memoLimit` profiles.
    private let newest = Mutex<[ProfileID: GalaxyReference]>([:])
    private static let memoLimit = 10_000

    public init(store: any GalaxyStore, now: Now = .system) {
        self.store = store
        self.now = now
    }

    /// The records viewed most recently, newest first, each with its name; a record the store
    /// no longer holds (a refresh dropped it) is left out.
    public func callAsFunction(by profile: ProfileID) async throws -> [(reference: GalaxyReference, name: String)] {
        let references = try await store.recentlyViewed(by: profile)
        guard !references.isEmpty else { return [] }
        let names = try await store.names(of: Set(references))
        return references.compactMap { reference in names[reference].map { (reference, $0) } }
    }

    public func note(_ reference: GalaxyReference, by profile: ProfileID) async throws {
        guard newest.withLock({ $0[profile] }) != reference else { return }
        try await store.noteViewed(reference, at: now(), by: profile)
        newest.withLock { memo in
            if memo.count >= Self.memoLimit { memo.removeAll(keepingCapacity: true) }
            memo[profile] = reference
        }
    }

    /// Forgets the profile's memo (its records were deleted).
    public func forget(_ profile: ProfileID) {
        _ = newest.withLock { $0.removeValue(forKey: profile) }
    }
}
