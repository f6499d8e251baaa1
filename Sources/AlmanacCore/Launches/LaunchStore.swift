import Foundation

/// Where SpaceX data is kept and read back; the source of truth for every SpaceX screen.
public protocol LaunchStore: ImageHostCatalog {
    /// Replaces company, launches, rockets and launchpads in one transaction, with the documents
    /// they came from and the dataset's new freshness; on any error nothing changes.
    func replaceSpaceX(with download: SpaceXDownload, refreshedAt: Date) async throws
    /// Records that the upstream confirmed the stored data is current (every body answered 304).
    func confirmSpaceX(origin: Origin, refreshedAt: Date) async throws
    /// The stored upstream bodies with their validators, for a conditional refresh.
    func spacexDocuments() async throws -> [SnapshotDocument]
    /// The stored ids of launches, rockets and launchpads, to check a replacement against.
    func spacexInventory() async throws -> DatasetInventory

    /// Adds or updates Launch Library launches (never removes one: a launch that left the
    /// upcoming list is kept until the previous list says how it went), records how each stored
    /// launch's schedule changed (`LaunchChange`), the list's state and the dataset's freshness,
    /// and rebuilds the merged timeline, in one transaction.
    func saveLaunchLibrary(_ fetch: LaunchLibraryFetch, updatedThrough: Date?, backfillBefore: Date?, refreshedAt: Date) async throws
    /// Where each Launch Library list stands.
    func launchLibraryState(_ list: LaunchLibraryList) async throws -> LaunchLibraryListState
    /// The list each stored Launch Library launch last came in, by its id.
    func launchLibraryLists() async throws -> [String: LaunchLibraryList]
    /// The launches of `ids` as Launch Library sent them (its JSON), by id; an id not stored is left out.
    func launchLibraryBodies(_ ids: [String]) async throws -> [String: Data]

    func company() async throws -> Company?
    /// Every id of the timeline, for ids typed by their start (`IDPrefix`).
    func launchIDs() async throws -> Set<String>
    /// One page of launches matching the query; `linkIDs` are its link filters resolved to ids.
    func launches(matching query: LaunchQuery, linkIDs: [LaunchLink: String]) async throws -> Page<Launch>
    /// A launch of the timeline by its id, or by its Launch Library 2 id.
    func launch(id: String) async throws -> Launch?
    /// Every launch of the merged timeline, oldest first.
    func timeline() async throws -> [Launch]
    func rockets() async throws -> [Rocket]
    func rocket(id: String) async throws -> Rocket?
    /// Every launch site, in the order upstream listed them.
    func launchpads() async throws -> [Launchpad]
    func launchpad(id: String) async throws -> Launchpad?
    /// The schedule changes Almanac saw for a Launch Library launch, oldest first.
    func changes(ofLaunch launchLibraryID: String) async throws -> [LaunchChange]
    /// Every change seen since `date`, oldest first: "launches that slipped this week".
    func changes(since date: Date) async throws -> [LaunchChange]
    /// How many times each launch's date moved, by its Launch Library id (`LaunchChangeLog`).
    func dateMoves() async throws -> [String: Int]
    /// The whole timeline ready for listing: what every list, filter and launch page reads.
    /// The stores read it; the server keeps it per version of the launch datasets.
    func listing() async throws -> LaunchListing
    /// The SpaceX catalogue's rockets and launch sites together, read at once
    /// (`launchReferences()` adds the providers the launches name).
    func catalogReferences() async throws -> LaunchReferences
    /// Every record a launches filter can pick: the catalogue's rockets and launch sites, and
    /// the providers and countries of the listing. Every launches query resolves names
    /// through them.
    func launchReferences() async throws -> LaunchReferences
    /// Launch counts per UTC year and outcome, oldest year first.
    func launchCountsByYear() async throws -> [LaunchYearCounts]
    /// Every schedule change Almanac saw for a Launch Library launch (`saveLaunchLibrary`
    /// records them).
    func changeLog() async throws -> LaunchChangeLog
    /// Adds changes recorded elsewhere (`almanac store copy`), as they were.
    func restoreChanges(_ changes: [LaunchChange]) async throws
}

/// What every launches read is answered from: the listing, the references and the change log.
extension LaunchStore {
    public func launches(matching query: LaunchQuery, linkIDs: [LaunchLink: String]) async throws -> Page<Launch> {
        try await listing().page(query, linkIDs: linkIDs)
    }

    public func launch(id: String) async throws -> Launch? { try await listing().launch(id: id) }
    public func timeline() async throws -> [Launch] { try await listing().timeline }
    public func launchReferences() async throws -> LaunchReferences {
        try await catalogReferences().naming(providersOf: try await listing())
    }

    public func rockets() async throws -> [Rocket] { try await catalogReferences().rockets }
    public func rocket(id: String) async throws -> Rocket? { try await rockets().first { $0.id == id } }
    public func launchpads() async throws -> [Launchpad] { try await catalogReferences().launchpads }
    public func launchpad(id: String) async throws -> Launchpad? { try await launchpads().first { $0.id == id } }

    public func changes(ofLaunch launchLibraryID: String) async throws -> [LaunchChange] {
        try await changeLog().changes(ofLaunch: launchLibraryID)
    }

    public func changes(since date: Date) async throws -> [LaunchChange] { try await changeLog().changes(since: date) }
    public func dateMoves() async throws -> [String: Int] { try await changeLog().dateMoves }
}
