import Foundation
import Synchronization

/// The Star Wars records someone opened lately, for the home page to link back to. A class: it
/// remembers the record noted last, shared by every copy.
public final class RecentlyViewedRecords: Sendable {
    /// How many are remembered: a home card's worth.
    public static let limit = 6

    private let store: any GalaxyStore
    private let now: Now
    /// The record noted last: opening it again (reloads, conditional requests) changes no order,
    /// so it costs no write.
    private let newest = Mutex<GalaxyReference?>(nil)

    public init(store: any GalaxyStore, now: Now = .system) {
        self.store = store
        self.now = now
    }

    /// The records viewed most recently, newest first, each with its name; a record the store
    /// no longer holds (a refresh dropped it) is left out.
    public func callAsFunction() async throws -> [(reference: GalaxyReference, name: String)] {
        let references = try await store.recentlyViewed()
        guard !references.isEmpty else { return [] }
        let names = try await store.names(of: Set(references))
        return references.compactMap { reference in names[reference].map { (reference, $0) } }
    }

    public func note(_ reference: GalaxyReference) async throws {
        guard newest.withLock({ $0 }) != reference else { return }
        try await store.noteViewed(reference, at: now())
        newest.withLock { $0 = reference }
    }
}
