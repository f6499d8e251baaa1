extension Launch {
    /// The names a launch is found by besides its own, by the launches list's search (`q`) and
    /// the one search box alike, so a search's "more" link lists what the search counted: its
    /// rocket (the SpaceX catalogue's name for one of its rockets, else Launch Library 2's
    /// configuration), its provider and the provider's abbreviation, its pad and its site.
    /// "electron", "rocket lab" and "mahia" each find Rocket Lab's launches.
    public func searchedNames(catalogRocket: String?) -> [String] {
        let library = launchLibrary
        return [catalogRocket ?? library?.rocketName, provider?.name, provider?.abbreviation, library?.padName, library?.locationName]
            .compactMap { $0 }
    }
}

extension [Rocket] {
    /// Each catalogue rocket's name by its id, the first of an id only: what
    /// `Launch.searchedNames(catalogRocket:)` reads for a launch's `rocketID`.
    public var namesByID: [String: String] {
        Dictionary(map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }
}
