/// The company behind the launches, as `/v4/company` describes it.
public struct Company: Hashable, Sendable, Codable {
    public let name: String
    public let founder: String
    public let founded: Int
    public let employees: Int
    public let vehicles: Int?
    public let launchSites: Int
    public let testSites: Int?
    public let ceo: String?
    public let cto: String?
    public let coo: String?
    public let ctoPropulsion: String?
    /// US dollars.
    public let valuation: Int64
    public let summary: String?
    public let headquarters: Headquarters?
    /// Named links in upstream order (`website`, `flickr`, `twitter`, `elon_twitter`).
    public let links: [NamedLink]

    public init(
        name: String, founder: String, founded: Int, employees: Int, vehicles: Int?,
        launchSites: Int, testSites: Int?, ceo: String?, cto: String?, coo: String?,
        ctoPropulsion: String?, valuation: Int64, summary: String?, headquarters: Headquarters?,
        links: [NamedLink]
    ) {
        self.name = name
        self.founder = founder
        self.founded = founded
        self.employees = employees
        self.vehicles = vehicles
        self.launchSites = launchSites
        self.testSites = testSites
        self.ceo = ceo
        self.cto = cto
        self.coo = coo
        self.ctoPropulsion = ctoPropulsion
        self.valuation = valuation
        self.summary = summary
        self.headquarters = headquarters
        self.links = links
    }

    public struct Headquarters: Hashable, Sendable, Codable {
        public let address: String?
        public let city: String?
        public let state: String?

        public init(address: String?, city: String?, state: String?) {
            self.address = address
            self.city = city
            self.state = state
        }
    }
}

/// A link with the upstream's name for it (`elon_twitter`).
public struct NamedLink: Hashable, Sendable, Codable {
    public let name: String
    public let url: String

    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }
}
