import Foundation
import Testing

@Suite("Agencies in GraphQL")
struct AgencyGraphQLTests {
    @Test("allAgencies filters as the JSON API does and pages as a connection; agency by id or abbreviation")
    func agencies() async throws {
        let graph = try await GraphQLHarness.fixtures()
        let usa = try await graph.run(#"{ allAgencies(country: "USA", first: 1) { totalCount agencies { name } pageInfo { hasNextPage } } }"#)
        #expect(usa.errors.isEmpty, "\(usa.errors)")
        #expect(usa["allAgencies", "totalCount"] as? Int == 2)
        #expect(usa["allAgencies", "agencies", 0, "name"] as? String == "National Aeronautics and Space Administration")
        #expect(usa["allAgencies", "pageInfo", "hasNextPage"] as? Bool == true)
        let one = try await graph.run(#"{ agency(agencyID: "rl") { agencyID launchers totalLaunchCount } }"#)
        #expect(one["agency", "agencyID"] as? Int == 147 && one["agency", "launchers"] as? [String] == ["Electron", "Neutron"])
        let none = try await graph.run(#"{ agency(agencyID: "nothing") { name } }"#)
        #expect(none.errors.isEmpty && none["agency"] == nil)
        let bad = try await graph.run(#"{ allAgencies(type: "NoSuch") { totalCount } }"#)
        #expect(bad.errors.contains { $0.contains("type must be one of") }, "\(bad.errors)")
    }
}
