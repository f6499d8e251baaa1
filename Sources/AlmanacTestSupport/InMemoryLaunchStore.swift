import AlmanacCore
import Foundation
import Synchronization

/// A `LaunchStore` and `DatasetStore` in memory, applying `LaunchQuery`'s reference rules.
public actor InMemoryLaunchStore: LaunchStore, DatasetStore, StoreChanges {
    private var download: SpaceXDownload?
    private var refreshedAt: Date?
    private var confirmedOrigin: Origin?
    private var library: [String: Launch] = [:]
    private var libraryBodies: [String: (list: LaunchLibraryList, body: Data)] = [:]
    private var libraryStates: [LaunchLibraryList: LaunchLibraryListState] = [:]
    private var launchChanges: [LaunchChange] = []
    /// Changes of the SpaceX dataset's freshness, the one this store keeps.
    private nonisolated let spacexWrites = Mutex(0)

    /// Both sources merged, as the SQLite store keeps them.
    private var timeline: [Launch] {
        LaunchTimeline.merge(
            spacex: download?.catalog.launches ?? [], launchLibrary: Array(library.values),
            rockets: download?.catalog.rockets ?? [], launchpads: download?.catalog.launchpads ?? []
        )
    }

    public init() {}

    public func replaceSpaceX(with download: SpaceXDownload, refreshedAt: Date) async throws {
        self.download = download
        self.refreshedAt = refreshedAt
        confirmedOrigin = nil
        spacexWrites.withLock { $0 += 1 }
    }

    public func confirmSpaceX(origin: Origin, refreshedAt: Date) async throws {
        self.refreshedAt = refreshedAt
        confirmedOrigin = origin
        spacexWrites.withLock { $0 += 1 }
    }

    public func spacexDocuments() async throws -> [SnapshotDocument] { download?.documents ?? [] }

    public func spacexInventory() async throws -> DatasetInventory {
        download?.catalog.inventory ?? DatasetInventory([:])
    }

    public func saveLaunchLibrary(_ fetch: LaunchLibraryFetch, updatedThrough: Date?, backfillBefore: Date?, refreshedAt: Date) async throws {
        let announcing = LaunchChange.announces(fetch.list, refreshedBefore: libraryStates[fetch.list] != nil)
        for entry in fetch.entries {
            if let change = LaunchChange.seen(entry.launch, stored: library[entry.launch.id], at: refreshedAt, announcing: announcing) {
                launchChanges.append(change)
            }
            library[entry.launch.id] = entry.launch
            libraryBodies[entry.launch.id] = (fetch.list, entry.body)
        }
        libraryStates[fetch.list] = LaunchLibraryListState(
            refreshedAt: refreshedAt, updatedThrough: updatedThrough, backfillBefore: backfillBefore, providers: fetch.providers)
    }

    public func launchLibraryLists() async throws -> [String: LaunchLibraryList] { libraryBodies.mapValues(\.list) }

    public func launchLibraryBodies(_ ids: [String]) async throws -> [String: Data] {
        libraryBodies.filter { ids.contains($0.key) }.mapValues(\.body)
    }

    public func launchLibraryState(_ list: LaunchLibraryList) async throws -> LaunchLibraryListState {
        libraryStates[list] ?? LaunchLibraryListState(refreshedAt: nil, updatedThrough: nil)
    }

    public func company() async throws -> Company? { download?.catalog.company }

    public func launches(matching query: LaunchQuery, linkIDs: [LaunchLink: String]) async throws -> Page<Launch> {
        let rocketNames = try await rockets().namesByID
        let matching = query.sorted(timeline.filter { query.matches($0, linkIDs: linkIDs, rocketNames: rocketNames) })
        let items = Array(matching.dropFirst(query.page.offset).prefix(query.page.limit))
        return Page(items: items, request: query.page, total: matching.count)
    }

    public func launchIDs() async throws -> Set<String> { Set(timeline.map(\.id)) }

    public func listing() async throws -> LaunchListing { LaunchListing(timeline, rocketNames: try await rockets().namesByID) }

    public func changeLog() async throws -> LaunchChangeLog { LaunchChangeLog(launchChanges) }

    public func launch(id: String) async throws -> Launch? { timeline.first { $0.id == id || $0.launchLibraryID == id } }

    public func rockets() async throws -> [Rocket] { download?.catalog.rockets ?? [] }

    public func rocket(id: String) async throws -> Rocket? { download?.catalog.rockets.first { $0.id == id } }

    public func launchpad(id: String) async throws -> Launchpad? { download?.catalog.launchpads.first { $0.id == id } }

    public func launchpads() async throws -> [Launchpad] { download?.catalog.launchpads ?? [] }

    public func catalogReferences() async throws -> LaunchReferences {
        LaunchReferences(rockets: try await rockets(), launchpads: try await launchpads())
    }

    public func changes(ofLaunch launchLibraryID: String) async throws -> [LaunchChange] {
        LaunchChangeLog(launchChanges).changes(ofLaunch: launchLibraryID)
    }

    public func changes(since date: Date) async throws -> [LaunchChange] {
        LaunchChangeLog(launchChanges).changes(since: date)
    }

    public func dateMoves() async throws -> [String: Int] { LaunchChangeLog(launchChanges).dateMoves }

    public func restoreChanges(_ changes: [LaunchChange]) async throws {
        launchChanges += changes
    }

    public func timeline() async throws -> [Launch] {
        timeline.sorted { ($0.date, $0.flightNumber, $0.id) < ($1.date, $1.flightNumber, $1.id) }
    }

    public func launchCountsByYear() async throws -> [LaunchYearCounts] {
        var byYear: [Int: LaunchYearCounts] = [:]
        for launch in timeline {
            byYear[launch.year, default: LaunchYearCounts(year: launch.year)].add(launch.outcome)
        }
        return byYear.values.sorted { $0.year < $1.year }
    }

    public func freshness(of dataset: DatasetID) async throws -> Freshness? {
        guard dataset == .spacex, let download, let refreshedAt else { return nil }
        return Freshness(dataset: dataset, refreshedAt: refreshedAt, origin: confirmedOrigin ?? download.origin)
    }

    public func documents(of dataset: DatasetID) async throws -> [SnapshotDocument] {
        dataset == .spacex ? download?.documents ?? [] : []
    }

    public func recordCounts(of dataset: DatasetID) async throws -> [RecordCount] {
        guard dataset == .spacex, let catalog = download?.catalog else { return [] }
        return [
            RecordCount(name: "launches", count: catalog.launches.count), RecordCount(name: "rockets", count: catalog.rockets.count),
            RecordCount(name: "launchpads", count: catalog.launchpads.count),
        ]
    }

    public func lastFailure(of dataset: DatasetID) async throws -> RefreshFailure? { nil }

    public func restoreFreshness(_ freshness: Freshness) async throws {
        guard freshness.dataset == .spacex else { return }
        refreshedAt = freshness.refreshedAt
        confirmedOrigin = freshness.origin
        spacexWrites.withLock { $0 += 1 }
    }

    /// Every write moves every stamp, as SQLite's does.
    public nonisolated func stamp(of topic: ChangeTopic) async throws -> ChangeStamp? {
        ChangeStamp(epoch: Int64(spacexWrites.withLock { $0 }))
    }

    public func imageHosts() async throws -> Set<String> {
        let catalog = download?.catalog
        return HostAddress.hosts(of: (catalog?.launches ?? []).flatMap(\.imageURLs) + (catalog?.rockets ?? []).flatMap(\.images))
    }
}
