import AlmanacCore
import Foundation

/// The launch datasets' read models, kept per version of SpaceX and Launch Library 2
/// (`DataVersions`): the timeline ready for listing, the rockets and launch sites, the counts per
/// year and the change log. Every launches page reads them, and building them decodes the whole
/// timeline; everything else is passed to the store as it is.
package final class KeptLaunchStore: LaunchStore {
    private let store: any LaunchStore
    private let changes: any StoreChanges
    private let kept = KeptWhileStamped<Model, ReadModel>(limit: 4)

    package init(_ store: any LaunchStore, changes: any StoreChanges) {
        self.store = store
        self.changes = changes
    }

    private enum Model: Hashable, Sendable { case listing, references, countsByYear, changeLog }

    private enum ReadModel: Sendable {
        case listing(LaunchListing)
        case references(LaunchReferences)
        case countsByYear([LaunchYearCounts])
        case changeLog(LaunchChangeLog)
    }

    /// The model, kept while the datasets it is drawn from keep their version.
    private func model(_ model: Model, from datasets: [DatasetID], _ read: () async throws -> ReadModel) async throws -> ReadModel {
        let version = try await changes.version(of: datasets.map(ChangeTopic.dataset))
        return try await kept.value(model, version: version, always: read)
    }

    package func listing() async throws -> LaunchListing {
        guard case .listing(let listing) = try await model(.listing, from: [.spacex, .launchLibrary], { .listing(try await store.listing()) })
        else { return try await store.listing() }
        return listing
    }

    package func launchReferences() async throws -> LaunchReferences {
        guard case .references(let references) = try await model(.references, from: [.spacex], { .references(try await store.launchReferences()) })
        else { return try await store.launchReferences() }
        return references
    }

    package func launchCountsByYear() async throws -> [LaunchYearCounts] {
        guard
            case .countsByYear(let counts) = try await model(
                .countsByYear, from: [.spacex, .launchLibrary], { .countsByYear(try await store.launchCountsByYear()) })
        else { return try await store.launchCountsByYear() }
        return counts
    }

    package func changeLog() async throws -> LaunchChangeLog {
        guard case .changeLog(let log) = try await model(.changeLog, from: [.launchLibrary], { .changeLog(try await store.changeLog()) })
        else { return try await store.changeLog() }
        return log
    }

    package func replaceSpaceX(with download: SpaceXDownload, refreshedAt: Date) async throws {
        try await store.replaceSpaceX(with: download, refreshedAt: refreshedAt)
    }

    package func confirmSpaceX(origin: Origin, refreshedAt: Date) async throws {
        try await store.confirmSpaceX(origin: origin, refreshedAt: refreshedAt)
    }

    package func spacexDocuments() async throws -> [SnapshotDocument] { try await store.spacexDocuments() }
    package func spacexInventory() async throws -> DatasetInventory { try await store.spacexInventory() }

    package func saveLaunchLibrary(_ fetch: LaunchLibraryFetch, updatedThrough: Date?, refreshedAt: Date) async throws {
        try await store.saveLaunchLibrary(fetch, updatedThrough: updatedThrough, refreshedAt: refreshedAt)
    }

    package func launchLibraryState(_ list: LaunchLibraryList) async throws -> LaunchLibraryListState {
        try await store.launchLibraryState(list)
    }

    package func company() async throws -> Company? { try await store.company() }
    package func launchIDs() async throws -> Set<String> { try await store.launchIDs() }
    package func restoreChanges(_ changes: [LaunchChange]) async throws { try await store.restoreChanges(changes) }
    package func imageHosts() async throws -> Set<String> { try await store.imageHosts() }
}
