import AlmanacCore
import Foundation

/// SWAPI's read model, every record ready for listing (`GalaxyListing`), kept per version of the
/// dataset (`DataVersions`); everything else is passed to the store as it is.
package final class KeptGalaxyStore: GalaxyStore {
    private let store: any GalaxyStore
    private let changes: any StoreChanges
    private let kept = KeptWhileStamped<Bool, GalaxyListing>(limit: 1)

    package init(_ store: any GalaxyStore, changes: any StoreChanges) {
        self.store = store
        self.changes = changes
    }

    package func listing() async throws -> GalaxyListing {
        let version = try await changes.version(of: [.dataset(.swapi)])
        return try await kept.value(true, version: version, always: { try await store.listing() })
    }

    package func replaceGalaxy(with download: GalaxyDownload, refreshedAt: Date) async throws {
        try await store.replaceGalaxy(with: download, refreshedAt: refreshedAt)
    }

    package func galaxyInventory() async throws -> DatasetInventory { try await store.galaxyInventory() }

    package func noteViewed(_ reference: GalaxyReference, at date: Date, by profile: ProfileID) async throws {
        try await store.noteViewed(reference, at: date, by: profile)
    }

    package func recentlyViewed(by profile: ProfileID) async throws -> [GalaxyReference] { try await store.recentlyViewed(by: profile) }
}
