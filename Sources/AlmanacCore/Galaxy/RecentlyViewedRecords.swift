import Foundation

/// The Star Wars records a profile opened lately, for the home page to link back to.
public struct RecentlyViewedRecords: Sendable {
    /// How many are remembered: a home card's worth.
    public static let limit = 6

    private let store: any GalaxyStore
    private let now: Now

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

    /// Notes that `profile` opened `reference`, unless it is the record the profile opened last
    /// (`newest`, from its `ProfileRecord` as the request read it): opening it again (a reload, a
    /// conditional request) changes no order, so it costs no write and moves no revision.
    public func note(_ reference: GalaxyReference, by profile: ProfileID, newest: GalaxyReference?) async throws {
        guard newest != reference else { return }
        try await store.noteViewed(reference, at: now(), by: profile)
    }
}
