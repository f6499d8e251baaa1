/// An organisation that launches, builds or flies spacecraft, as Launch Library 2 describes it
/// (`/2.2.0/agencies/?mode=detailed`): SpaceX, NASA, Roscosmos, Rocket Lab, ISRO, …
public struct Agency: Hashable, Sendable, Codable, Identifiable {
    public let id: Int
    public let name: String
    /// "NASA", "CASC"; nil when Launch Library 2 gives none.
    public let abbreviation: String?
    /// "Government", "Commercial", "Multinational", "Educational", "Private", "Unknown".
    public let type: String?
    /// ISO 3166 alpha-3 codes; a multinational agency lists several.
    public let countryCodes: [String]
    public let summary: String?
    public let administrator: String?
    public let foundingYear: Int?
    /// The rockets it flies and the spacecraft it builds, by name.
    public let launchers: [String]
    public let spacecraft: [String]
    public let launches: LaunchCounts
    public let landings: LandingCounts
    /// Its own site and its Wikipedia article (`http`/`https` only).
    public let infoURL: String?
    public let wikiURL: String?

    /// Launch Library 2's launch counters for the agency as a provider.
    public struct LaunchCounts: Hashable, Sendable, Codable {
        public let total: Int
        public let successful: Int
        public let failed: Int
        public let pending: Int
        public let consecutiveSuccessful: Int

        public init(total: Int, successful: Int, failed: Int, pending: Int, consecutiveSuccessful: Int) {
            (self.total, self.successful, self.failed, self.pending) = (total, successful, failed, pending)
            self.consecutiveSuccessful = consecutiveSuccessful
        }
    }

    /// Its booster landings.
    public struct LandingCounts: Hashable, Sendable, Codable {
        public let attempted: Int
        public let successful: Int
        public let failed: Int
        public let consecutiveSuccessful: Int

        public init(attempted: Int, successful: Int, failed: Int, consecutiveSuccessful: Int) {
            (self.attempted, self.successful, self.failed, self.consecutiveSuccessful) = (attempted, successful, failed, consecutiveSuccessful)
        }
    }

    public init(
        id: Int, name: String, abbreviation: String?, type: String?, countryCodes: [String], summary: String?,
        administrator: String?, foundingYear: Int?, launchers: [String], spacecraft: [String],
        launches: LaunchCounts, landings: LandingCounts, infoURL: String?, wikiURL: String?
    ) {
        self.id = id
        self.name = name
        self.abbreviation = abbreviation
        self.type = type
        self.countryCodes = countryCodes
        self.summary = summary
        self.administrator = administrator
        self.foundingYear = foundingYear
        self.launchers = launchers
        self.spacecraft = spacecraft
        self.launches = launches
        self.landings = landings
        self.infoURL = infoURL
        self.wikiURL = wikiURL
    }
}

extension NotFound.Record {
    /// An agency no stored one has as its id or abbreviation.
    public static let agency = Self.named("agency")
}
