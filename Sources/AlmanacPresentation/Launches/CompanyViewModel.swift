import AlmanacCore

/// The company card: the seed's sentence, with grouped digits, and the facts around it.
public struct CompanyViewModel: Hashable, Sendable, Encodable {
    public let name: String
    /// "SpaceX was founded by Elon Musk in 2002. It has now 9,500 employees, 3 launch sites,
    /// and is valued at USD 74,000,000,000".
    public let sentence: String
    public let summary: String?
    public let facts: [Fact]
    public let links: [Link]

    public struct Fact: Hashable, Sendable, Encodable {
        public let label: String
        public let value: String
    }

    public struct Link: Hashable, Sendable, Encodable {
        public let label: String
        public let url: String
    }

    public init(_ company: Company) {
        name = company.name
        sentence =
            "\(company.name) was founded by \(company.founder) in \(company.founded). "
            + "It has now \(NumberText.grouped(company.employees)) employees, "
            + "\(NumberText.grouped(company.launchSites)) launch sites, "
            + "and is valued at \(NumberText.dollars(company.valuation))"
        summary = company.summary
        let headquarters = company.headquarters.map {
            [$0.address, $0.city, $0.state].compactMap { $0 }.joined(separator: ", ")
        }
        let candidates: [(String, String?)] = [
            ("CEO", company.ceo), ("CTO", company.cto), ("COO", company.coo),
            ("CTO propulsion", company.ctoPropulsion), ("Headquarters", headquarters),
            ("Vehicles", company.vehicles.map(NumberText.grouped)),
            ("Test sites", company.testSites.map(NumberText.grouped)),
        ]
        facts = candidates.compactMap { label, value in
            guard let value, !value.isEmpty else { return nil }
            return Fact(label: label, value: value)
        }
        links = company.links.map { Link(label: Self.label(forLink: $0.name), url: $0.url) }
    }

    /// `elon_twitter` → "Elon Twitter".
    static func label(forLink name: String) -> String {
        name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
