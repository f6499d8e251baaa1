/// The launches filters that keep launches linked to one record, named by its id or by its
/// name: who flew it and from which country, the rocket that flew, the pad it left from. Each
/// case is a whole filter: the pages' form with a count beside each choice, the API's query
/// parameter, its validation, the CLI's flag and GraphQL's argument come from here.
public enum LaunchLink: String, CaseIterable, Hashable, Sendable {
    /// The launch service provider (`LaunchProvider`): its id, name or abbreviation.
    case provider
    /// The provider's country, by its ISO 3166-1 alpha-3 code or its name.
    case country
    case rocket
    /// The launch site ("CCSFS SLC 40", "KSC LC 39A", or its full name).
    case pad

    /// The query parameter, in the order the form lists the links.
    public var field: InputField { InputField(rawValue) }

    /// The form's label: "Rocket".
    public var label: String {
        switch self {
        case .provider: "Provider"
        case .country: "Country"
        case .rocket: "Rocket"
        case .pad: "Launch site"
        }
    }

    /// What one record is called in a sentence: "a rocket".
    public var noun: String {
        switch self {
        case .provider: "a provider"
        case .country: "a country"
        case .rocket: "a rocket"
        case .pad: "a launch site"
        }
    }

    /// The ids of the records `launch` links to (several countries for a multinational
    /// provider): the rule every store's filter agrees with.
    public func ids(of launch: Launch) -> [String] {
        switch self {
        case .provider: launch.provider.map { [String($0.id)] } ?? []
        case .country: launch.provider?.countryCodes ?? []
        case .rocket: launch.rocketID.map { [$0] } ?? []
        case .pad: launch.launchpadID.map { [$0] } ?? []
        }
    }

    /// The records a launch can link to: the rockets and sites in the store's order, the
    /// providers and countries by name.
    public func choices(in references: LaunchReferences) -> [LinkChoice] {
        switch self {
        case .provider: references.providers
        case .country: references.countries
        case .rocket: references.rockets.map { LinkChoice(id: $0.id, name: $0.name) }
        case .pad: references.launchpads.map { LinkChoice(id: $0.id, name: $0.name, otherNames: [$0.fullName].compactMap { $0 }) }
        }
    }

    /// Its place in `allCases`, where per-launch values are kept in an array rather than hashed.
    var position: Int {
        switch self {
        case .provider: 0
        case .country: 1
        case .rocket: 2
        case .pad: 3
        }
    }
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

    /// The id exactly, or any of its names ignoring case and accents ("falcon 9").
    public func isNamed(by text: String) -> Bool {
        id == text || ([name] + otherNames).contains { $0.foldedForSearch == text.foldedForSearch }
    }
}

/// The records launches link to, read together for the filters.
public struct LaunchReferences: Hashable, Sendable {
    public let rockets: [Rocket]
    public let launchpads: [Launchpad]
    /// Every provider and country the launches name, by name (`LaunchListing.providers`).
    public private(set) var providers: [LinkChoice] = []
    public private(set) var countries: [LinkChoice] = []
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

    /// The same with the providers and countries of `listing`'s launches.
    public func naming(providersOf listing: LaunchListing) -> LaunchReferences {
        var references = self
        (references.providers, references.countries) = (listing.providers, listing.countries)
        return references
    }

    /// The rocket `id` names, if it is among `rockets` (the first, were two to share an id).
    public func rocket(id: String) -> RocketReference? {
        if let rocketsByID { return rocketsByID[id] }
        return rocketReferences.first { $0.id == id }
    }

    /// Whether no launch dataset is loaded: no SpaceX rocket, no provider.
    public var isEmpty: Bool { rockets.isEmpty && providers.isEmpty }

    /// The id `text` names for `link`; refuses a name that matches nothing, listing the choices.
    public func resolve(_ text: String, for link: LaunchLink) throws(InvalidInput) -> String {
        let choices = link.choices(in: self)
        if let match = choices.first(where: { $0.isNamed(by: text) }) { return match.id }
        let names = choices.isEmpty ? "(none stored)" : choices.map(\.name).joined(separator: ", ")
        throw InvalidInput.unknown(link.field, "\(link.field) must be \(link.noun) id or one of: \(names) (got \"\(text)\")")
    }
}
