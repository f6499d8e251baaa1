import AlmanacCore

/// The company object `/v4/company` sends.
struct SpaceXCompanyDTO: Decodable {
    let name: String
    let founder: String
    let founded: Double
    let employees: Double
    let vehicles: Double?
    let launch_sites: Double
    let test_sites: Double?
    let ceo: String?
    let cto: String?
    let coo: String?
    let cto_propulsion: String?
    let valuation: Double
    let summary: String?
    let headquarters: Headquarters?
    let links: OrderedLinks?

    struct Headquarters: Decodable {
        let address: String?
        let city: String?
        let state: String?
    }

    func toDomain() throws -> Company {
        Company(
            name: name, founder: founder,
            founded: try OutsideNumber.required(founded, "founded", of: "the company", in: Plausible.years),
            employees: try OutsideNumber.required(employees, "employees", of: "the company", in: 0...10_000_000),
            vehicles: OutsideNumber.optional(vehicles, in: 0...10_000),
            launchSites: try OutsideNumber.required(launch_sites, "launch_sites", of: "the company", in: 0...10_000),
            testSites: OutsideNumber.optional(test_sites, in: 0...10_000), ceo: ceo, cto: cto, coo: coo,
            ctoPropulsion: cto_propulsion,
            valuation: Int64(try OutsideNumber.required(valuation, "valuation", of: "the company", in: 0...100_000_000_000_000)),
            summary: summary.nilIfBlank,
            headquarters: headquarters.map { .init(address: $0.address, city: $0.city, state: $0.state) },
            links: links?.links ?? []
        )
    }
}

/// A JSON object of name → URL in a stable order: the known links first, any others by name.
/// (JSON object order is not preserved by the decoder.)
struct OrderedLinks: Decodable {
    private static let knownOrder = ["website", "flickr", "twitter", "elon_twitter"]

    let links: [NamedLink]

    private struct Key: CodingKey {
        let stringValue: String
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        links = try container.allKeys.compactMap { key in
            guard let url = try container.decodeIfPresent(String.self, forKey: key).nilIfBlank else { return nil }
            return NamedLink(name: key.stringValue, url: url)
        }
        .sorted { lhs, rhs in
            let left = Self.knownOrder.firstIndex(of: lhs.name) ?? Self.knownOrder.count
            let right = Self.knownOrder.firstIndex(of: rhs.name) ?? Self.knownOrder.count
            return (left, lhs.name) < (right, rhs.name)
        }
    }
}
