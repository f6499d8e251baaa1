import AlmanacCore
import Foundation

/// The launch datasets' read models, kept per version of SpaceX and Launch Library 2
/// (`DataVersions`): the timeline ready for listing, the rockets and launch sites, the counts per
/// year, the change log and the hosts of their images. Every launches page reads them, and building
/// them decodes the whole timeline; everything else is passed to the store as it is.
package final class KeptLaunchStore: LaunchStore {
    private let store: any LaunchStore
    private let changes: any StoreChanges
    private let now: Now
    private let listings = KeptWhileStamped<Bool, LaunchListing>(limit: 1, handsBackMemory: { $0.timeline.count >= 1_000 })
    private let references = KeptWhileStamped<Bool, LaunchReferences>(limit: 1)
    private let countsByYear = KeptWhileStamped<Bool, [LaunchYearCounts]>(limit: 1)
    private let changeLogs = KeptWhileStamped<Bool, LaunchChangeLog>(limit: 1)
    private let imageHostLists = KeptWhileStamped<Bool, Set<String>>(limit: 1)

    package init(_ store: any LaunchStore, changes: any StoreChanges, now: Now) {
        self.store = store
        self.changes = changes
        self.now = now
    }

    /// The version of what is drawn from `datasets`.
    private func version(_ datasets: [DatasetID]) async throws -> DataVersion? {
        try await changes.version(of: datasets.map(ChangeTopic.dataset))
    }

    package func listing() async throws -> LaunchListing {
        try await listings.value(
            true, version: try await version([.spacex, .launchLibrary]),
            always: { [store, now] in try await store.listing().preparedForUnfilteredLists(asOf: now()) })
    }

    package func catalogReferences() async throws -> LaunchReferences {
        try await references.value(true, version: try await version([.spacex]), always: { try await store.catalogReferences() })
    }

    package func launchCountsByYear() async throws -> [LaunchYearCounts] {
        try await countsByYear.value(true, version: try await version([.spacex, .launchLibrary]), always: { try await store.launchCountsByYear() })
    }

    package func changeLog() async throws -> LaunchChangeLog {
        try await changeLogs.value(true, version: try await version([.launchLibrary]), always: { try await store.changeLog() })
    }

    package func replaceSpaceX(with download: SpaceXDownload, refreshedAt: Date) async throws {
        try await store.replaceSpaceX(with: download, refreshedAt: refreshedAt)
    }

    package func confirmSpaceX(origin: Origin, refreshedAt: Date) async throws {
        try await store.confirmSpaceX(origin: origin, refreshedAt: refreshedAt)
    }

    package func spacexDocuments() async throws -> [SnapshotDocument] { try await store.spacexDocuments() }
    package func spacexInventory() async throws -> DatasetInventory { try await store.spacexInventory() }

    package func saveLaunchLibrary(_ fetch: LaunchLibraryFetch, updatedThrough: Date?, backfillBefore: Date?, refreshedAt: Date) async throws {
        try await store.saveLaunchLibrary(fetch, updatedThrough: updatedThrough, backfillBefore: backfillBefore, refreshedAt: refreshedAt)
    }

    package func launchLibraryState(_ list: LaunchLibraryList) async throws -> LaunchLibraryListState {
        try await store.launchLibraryState(list)
    }

    package func launchLibraryLists() async throws -> [String: LaunchLibraryList] { try await store.launchLibraryLists() }

    package func launchLibraryBodies(_ ids: [String]) async throws -> [String: Data] { try await store.launchLibraryBodies(ids) }

    package func company() async throws -> Company? { try await store.company() }
    package func launchIDs() async throws -> Set<String> { try await store.launchIDs() }
    package func restoreChanges(_ changes: [LaunchChange]) async throws { try await store.restoreChanges(changes) }
    /// The image proxy's allowlist: asked for each image a page shows, read from every launch
    /// and rocket.
    package func imageHosts() async throws -> Set<String> {
        try await imageHostLists.value(true, version: try await version([.spacex, .launchLibrary]), always: { try await store.imageHosts() })
    }
}
