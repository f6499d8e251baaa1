import AlmanacCore

/// The company object `/v4/company` sends.
struct SpaceXCompanyDTO: Decodable {
    let name: String
    let founder: String
    let founded: Int
    let employees: Int
    let vehicles: Int?
    let launch_sites: Int
    let test_sites: Int?
    let ceo: String?
    let cto: String?
    let coo: String?
    let cto_propulsion: String?
    let valuation: Int64
    let summary: String?
    let headquarters: Headquarters?
    let links: OrderedLinks?

    struct Headquarters: Decodable {
        let address: String?
        let city: String?
        let state: String?
    }

    func toDomain() -> Company {
        Company(
            name: name, founder: founder, founded: founded, employees: employees, vehicles: vehicles,
            launchSites: launch_sites, testSites: test_sites, ceo: ceo, cto: cto, coo: coo,
            ctoPropulsion: cto_propulsion, valuation: valuation, summary: summary.nilIfBlank,
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
