import AlmanacCore
import AlmanacPresentation
import Testing

/// Launch Library 2 names an agency's head as "Role: Name" in one text; the page labels the name
/// by its role rather than printing "Administrator: CEO: Peter Beck".
@Suite("Who leads an agency")
struct AgencyLeaderTests {
    @Test(
        "the role before the colon labels the name after it, spaces trimmed",
        arguments: [
            ("CEO: Peter Beck", "CEO", "Peter Beck"),
            ("CEO:  John Gedmark", "CEO", "John Gedmark"),
            ("Administrator: Hiroshi Yamakawa", "Administrator", "Hiroshi Yamakawa"),
            ("Chairman & President: Lei Fanpei", "Chairman & President", "Lei Fanpei"),
            ("Yuri Borisov", "Administrator", "Yuri Borisov"),
            (": Someone", "Administrator", "Someone"),
        ])
    func leader(text: String, role: String, name: String) {
        let agency = Self.agency(administrator: text)
        #expect(agency.leader == Agency.Leader(role: role, name: name))
        let page = AgencyDetailViewModel(agency)
        #expect(page.facts.contains { $0.label == role && $0.value == name }, "\(page.facts)")
        #expect(!page.facts.contains { $0.value.contains(":") || $0.label.isEmpty })
    }

    @Test("no text, blanks or a role without a name is nobody, and the page leaves the row out", arguments: [nil, "", "  ", "CEO:", "CEO:  "])
    func nobody(text: String?) {
        let agency = Self.agency(administrator: text)
        #expect(agency.leader == nil)
        #expect(AgencyDetailViewModel(agency).facts.map(\.label) == ["Type"])
    }

    static func agency(administrator: String?) -> Agency {
        Agency(
            id: 147, name: "Rocket Lab", abbreviation: "RL", type: "Commercial", countryCodes: [], summary: nil,
            administrator: administrator, foundingYear: nil, launchers: [], spacecraft: [],
            launches: .init(total: 0, successful: 0, failed: 0, pending: 0, consecutiveSuccessful: 0),
            landings: .init(attempted: 0, successful: 0, failed: 0, consecutiveSuccessful: 0), infoURL: nil, wikiURL: nil)
    }
}
