import Foundation

/// The launches filters that keep launches with one value of a facet, named by its id or by its
/// name: who flew it and from which country, the rocket (its family and configuration, or the
/// SpaceX catalogue's), where it left from, the orbit and the kind of mission, its status, its
/// decade, whether people flew on it and whether it has a webcast. Each case is a whole filter:
/// the pages' form with a count beside each choice, the API's query parameter, its validation,
/// the CLI's flag and GraphQL's argument come from here.
public enum LaunchLink: String, CaseIterable, Hashable, Sendable {
    /// The launch service provider (`LaunchProvider`): its id, name or abbreviation.
    case provider
    /// The provider's country, by its ISO 3166-1 alpha-3 code or its name.
    case country
    /// Launch Library 2's rocket family: "Falcon", "Soyuz", "Long March".
    case family
    /// Launch Library 2's rocket configuration: "Falcon 9 Block 5", "Electron".
    case configuration
    /// A rocket of the SpaceX catalogue.
    case rocket
    /// Launch Library 2's launch site, by its id or name ("Rocket Lab Launch Complex 1, Mahia").
    case site
    /// A launch pad of the SpaceX catalogue ("CCSFS SLC 40", "KSC LC 39A", or its full name).
    case pad
    /// The target orbit, by abbreviation ("LEO", "GTO") or name.
    case orbit
    /// "Communications", "Earth Science", "Resupply".
    case mission
    /// Launch Library 2's status (`LaunchStatus.slug`): finer than the outcome.
    case status
    /// The decade of its UTC date: "1960s".
    case decade
    /// "yes" for a launch people flew on (Launch Library 2 names its crew), "no" for one without.
    case crewed
    /// "yes" for a launch with a webcast to watch, "no" for one without.
    case webcast

    /// The query parameter, in the order the form lists the links.
    public var field: InputField { InputField(rawValue) }

    /// The form's label: "Rocket".
    public var label: String {
        switch self {
        case .provider: "Provider"
        case .country: "Country"
        case .family: "Rocket family"
        case .configuration: "Rocket"
        case .rocket: "SpaceX rocket"
        case .site: "Launch site"
        case .pad: "SpaceX pad"
        case .orbit: "Orbit"
        case .mission: "Mission type"
        case .status: "Status"
        case .decade: "Decade"
        case .crewed: "Crew"
        case .webcast: "Webcast"
        }
    }

    /// What one record is called in a sentence: "a rocket".
    public var noun: String {
        switch self {
        case .provider: "a provider"
        case .country: "a country"
        case .family: "a rocket family"
        case .configuration: "a rocket configuration"
        case .rocket: "a rocket"
        case .site: "a launch site"
        case .pad: "a launch pad"
        case .orbit: "an orbit"
        case .mission: "a mission type"
        case .status: "a status"
        case .decade: "a decade"
        case .crewed, .webcast: "yes or no"
        }
    }

    /// A value the API's documentation shows.
    public var example: String {
        switch self {
        case .provider: "Rocket Lab"
        case .country: "JPN"
        case .family: "Long March"
        case .configuration: "Electron"
        case .rocket: "Falcon 9"
        case .site: "Mahia"
        case .pad: "SLC 40"
        case .orbit: "GTO"
        case .mission: "Communications"
        case .status: "partial-failure"
        case .decade: "1960s"
        case .crewed, .webcast: "yes"
        }
    }

    /// Whether its records are those the launches name (`LaunchListing.choices`), rather than
    /// the SpaceX catalogue's.
    public var isListed: Bool { self != .rocket && self != .pad }

    /// The ids of the records `launch` links to (several countries for a multinational
    /// provider): the rule every store's filter agrees with.
    public func ids(of launch: Launch) -> [String] {
        switch self {
        case .rocket: launch.rocketID.map { [$0] } ?? []
        case .pad: launch.launchpadID.map { [$0] } ?? []
        default: records(of: launch).map(\.id)
        }
    }

    /// The records of a listed link `launch` names, each with the names it goes by.
    public func records(of launch: Launch) -> [LinkChoice] {
        let library = launch.launchLibrary
        switch self {
        case .provider:
            return launch.provider.map { [LinkChoice(id: String($0.id), name: $0.name, otherNames: [$0.abbreviation].compactMap { $0 })] } ?? []
        case .country:
            return (launch.provider?.countryCodes ?? []).map { LinkChoice(id: $0, name: CountryNames.name(of: $0)) }
        case .family:
            return library?.rocketFamily.map { [LinkChoice(id: $0, name: $0)] } ?? []
        case .site:
            guard let id = library?.locationID, let name = library?.locationName else { return [] }
            return [LinkChoice(id: String(id), name: name)]
        case .orbit:
            guard let name = library?.orbit else { return [] }
            let abbreviation = library?.orbitAbbreviation
            return [LinkChoice(id: abbreviation ?? name, name: abbreviation.map { "\(name) (\($0))" } ?? name, otherNames: [name])]
        case .mission:
            return library?.missionType.map { [LinkChoice(id: $0, name: $0)] } ?? []
        case .configuration:
            return library?.rocketName.map { [LinkChoice(id: $0, name: $0)] } ?? []
        case .status:
            return library?.status.map { [LinkChoice(id: $0.slug, name: $0.words)] } ?? []
        case .decade:
            let decade = launch.year / 10 * 10
            return [LinkChoice(id: "\(decade)s", name: "\(decade)s", otherNames: [String(decade)])]
        case .crewed:
            guard let crew = library?.crew else { return [] }
            return [crew.isEmpty ? .no("Uncrewed") : .yes("Crewed")]
        case .webcast:
            let hasWebcast = launch.links.webcast != nil || !(library?.webcasts ?? []).isEmpty
            return [hasWebcast ? .yes("With a webcast") : .no("Without a webcast")]
        case .rocket, .pad:
            return []
        }
    }

    /// The records a launch can link to: the rockets and sites in the store's order, the
    /// providers and countries by name.
    public func choices(in references: LaunchReferences) -> [LinkChoice] {
        switch self {
        case .provider, .country, .family, .configuration, .site, .orbit, .mission, .status, .decade, .crewed, .webcast:
            references.listed[self] ?? []
        case .rocket: references.rockets.map { LinkChoice(id: $0.id, name: $0.name) }
        case .pad: references.launchpads.map { LinkChoice(id: $0.id, name: $0.name, otherNames: [$0.fullName].compactMap { $0 }) }
        }
    }

    /// Whether its choices are `yes` and `no`.
    public var isYesOrNo: Bool { self == .crewed || self == .webcast }
}

/// A record a launches filter can pick: its id and the names people call it by.
public struct LinkChoice: Hashable, Sendable {
    public let id: String
    public let name: String
    public let otherNames: [String]

    public init(id: String, name: String, otherNames: [String] = []) {
        self.id = id
        self.name = name
        self.otherNames = otherNames
    }

    /// A yes-or-no filter's choices: `yes` and `no` by id, or by these words.
    static func yes(_ name: String) -> LinkChoice { LinkChoice(id: "yes", name: name) }
    static func no(_ name: String) -> LinkChoice { LinkChoice(id: "no", name: name) }

    /// The id exactly, or any of its names ignoring case and accents ("falcon 9").
    public func isNamed(by text: String) -> Bool {
        id == text || ([name] + otherNames).contains { $0.foldedForSearch == text.foldedForSearch }
    }
}

/// The records launches link to, read together for the filters.
public struct LaunchReferences: Hashable, Sendable {
    public let rockets: [Rocket]
    public let launchpads: [Launchpad]
    /// The records of each listed link the launches name, by name (`LaunchListing.choices`).
    public private(set) var listed: [LaunchLink: [LinkChoice]] = [:]
    /// `rockets` as each row names its rocket, the first of an id only: built with the
    /// references, which the store keeps until the SpaceX data change, rather than for every
    /// list. A few (SpaceX flies four) are found by comparing ids, which costs less than hashing
    /// one; many by id (`rocketsByID`).
    private let rocketReferences: [RocketReference]
    private let rocketsByID: [String: RocketReference]?
    private static let mostScanned = 8

    public init(rockets: [Rocket], launchpads: [Launchpad]) {
        self.rockets = rockets
        self.launchpads = launchpads
        var seen = Set<String>()
        rocketReferences = rockets.filter { seen.insert($0.id).inserted }.map(RocketReference.init)
        rocketsByID =
            rocketReferences.count > Self.mostScanned ? Dictionary(uniqueKeysWithValues: rocketReferences.map { ($0.id, $0) }) : nil
    }

    /// The same with the records `listing`'s launches name (providers, countries, sites…).
    public func naming(providersOf listing: LaunchListing) -> LaunchReferences {
        var references = self
        references.listed = listing.choices
        return references
    }

    /// The rocket `id` names, if it is among `rockets` (the first, were two to share an id).
    public func rocket(id: String) -> RocketReference? {
        if let rocketsByID { return rocketsByID[id] }
        return rocketReferences.first { $0.id == id }
    }

    /// Whether no launch dataset is loaded: no SpaceX rocket, no provider.
    public var isEmpty: Bool { rockets.isEmpty && (listed[.provider] ?? []).isEmpty }

    /// The id `text` names for `link`: a record's id or one of its names, else the one record
    /// whose name holds it ("mahia" for "Onenui Station, Mahia Peninsula, New Zealand"). Refuses
    /// a text that names none or several, listing the choices.
    public func resolve(_ text: String, for link: LaunchLink) throws(InvalidInput) -> String {
        let choices = link.choices(in: self)
        if let match = choices.first(where: { $0.isNamed(by: text) }) { return match.id }
        // A text that folds to nothing (a lone combining mark) is part of every name: no record.
        let folded = text.foldedForSearch.trimmingCharacters(in: .whitespacesAndNewlines.union(.nonBaseCharacters))
        let holding = folded.isEmpty ? [] : choices.filter { $0.name.foldedForSearch.contains(folded) }
        if holding.count == 1 { return holding[0].id }
        if link.isYesOrNo { throw InvalidInput.unknown(link.field, "\(link.field) must be yes or no (got \"\(text)\")") }
        let names = choices.isEmpty ? "(none stored)" : choices.map(\.name).joined(separator: ", ")
        throw InvalidInput.unknown(link.field, "\(link.field) must be \(link.noun) id or one of: \(names) (got \"\(text)\")")
    }
}
