/// Everything the SpaceX dataset holds, refreshed and replaced as one unit.
public struct SpaceXCatalog: Hashable, Sendable {
    public let company: Company
    public let launches: [Launch]
    public let rockets: [Rocket]
    public let launchpads: [Launchpad]

    public init(company: Company, launches: [Launch], rockets: [Rocket], launchpads: [Launchpad]) {
        self.company = company
        self.launches = launches
        self.rockets = rockets
        self.launchpads = launchpads
    }

    /// Refuses a catalogue that decoded but cannot be right; dangling rocket or pad ids are allowed
    /// (the launch then shows "unknown rocket") because dropping launches would lose data.
    public func validate() throws(UpstreamFailure) {
        func refuse(_ reason: String) -> UpstreamFailure { .invalid(dataset: .spacex, reason: reason) }
        guard !launches.isEmpty else { throw refuse("the launch list is empty") }
        guard !rockets.isEmpty else { throw refuse("the rocket list is empty") }
        if let id = firstDuplicate(in: launches.map(\.id)) { throw refuse("launch id \(id) appears twice") }
        if let id = firstDuplicate(in: rockets.map(\.id)) { throw refuse("rocket id \(id) appears twice") }
        if let id = firstDuplicate(in: launchpads.map(\.id)) { throw refuse("launchpad id \(id) appears twice") }
    }

    /// The ids per collection, to compare with what is stored.
    public var inventory: DatasetInventory {
        DatasetInventory([
            "launches": Set(launches.map(\.id)), "rockets": Set(rockets.map(\.id)), "launchpads": Set(launchpads.map(\.id)),
        ])
    }

    private func firstDuplicate(in ids: [String]) -> String? {
        var seen = Set<String>()
        return ids.first { !seen.insert($0).inserted }
    }
}

/// A catalogue as fetched, with the bodies it was decoded from and where they came from.
public struct SpaceXDownload: Sendable {
    public let catalog: SpaceXCatalog
    /// The upstream bodies verbatim, in snapshot layout, so an export can reproduce them.
    public let documents: [SnapshotDocument]
    public let origin: Origin

    public init(catalog: SpaceXCatalog, documents: [SnapshotDocument], origin: Origin) {
        self.catalog = catalog
        self.documents = documents
        self.origin = origin
    }
}
