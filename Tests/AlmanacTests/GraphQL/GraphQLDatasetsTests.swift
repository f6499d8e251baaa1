import AlmanacCore
import AlmanacGraphQL
import Foundation
import Testing

/// The rest in swapi-graphql's style, over the fixtures: launches with the JSON API's filters,
/// rockets, the company, facts from the store, every dataset's status, and global ids for
/// launches and rockets through `node`.
@Suite("GraphQL: launches, facts and status")
struct GraphQLDatasetsTests {
    @Test("launches take the JSON API's filters and page as connections; a launch links its rocket and pad")
    func launches() async throws {
        let graph = try await GraphQLHarness.fixtures()
        let all = try await graph.run("{ launches(first: 100) { totalCount } }")
        let total = try #require(all["launches", "totalCount"] as? Int)
        let year = try await graph.run(#"{ launches(year: "2006") { totalCount launches { name rocket { name } launchpad { name } outcome } } }"#)
        #expect(year.errors == [])
        #expect(year["launches", "totalCount"] as? Int == 1)
        #expect(year["launches", "launches", 0, "name"] as? String == "FalconSat")
        #expect(year["launches", "launches", 0, "rocket", "name"] as? String == "Falcon 1")
        #expect(year["launches", "launches", 0, "outcome"] as? String == "failure")
        let firstTwo = try await graph.run(#"{ launches(first: 2, sort: "asc") { edges { cursor node { id launchID } } } }"#)
        let second = try #require(firstTwo["launches", "edges", 1, "node", "launchID"] as? String)
        let cursor = try #require(firstTwo["launches", "edges", 0, "cursor"] as? String)
        let next = try await graph.run(
            #"{ launches(first: 1, after: "\#(cursor)", sort: "asc") { launches { launchID } pageInfo { hasNextPage } } }"#)
        #expect(next["launches", "launches", 0, "launchID"] as? String == second)
        #expect(next["launches", "pageInfo", "hasNextPage"] as? Bool == (total > 2))
        let id = try #require(firstTwo["launches", "edges", 0, "node", "id"] as? String)
        let node = try await graph.run(#"{ node(id: "\#(id)") { __typename ... on Launch { name } } }"#)
        #expect(node["node", "__typename"] as? String == "Launch")
        let rocket = try await graph.run(#"{ rocket(rocketID: "r9") { name active } company { name founded } allRockets { totalCount } }"#)
        #expect(rocket["rocket", "name"] as? String == "Falcon 9")
        #expect(rocket["company", "name"] as? String == "TestX")
        #expect(rocket["allRockets", "totalCount"] as? Int == 2)
    }

    @Test("facts are searched, picked and listed from the store; explicit ones only when asked")
    func facts() async throws {
        let graph = try await GraphQLHarness.fixtures()
        let answer = try await graph.run(
            #"{ facts(search: "kick") { totalCount facts { text } } factOfTheDay { factID } factCategories randomFact { factID } }"#)
        #expect(answer.errors == [])
        #expect((answer["facts", "totalCount"] as? Int ?? 0) > 0)
        #expect(answer["factOfTheDay", "factID"] is String)
        #expect((answer["factCategories"] as? [String])?.contains("explicit") == false)
        let explicit = try await graph.run("{ factCategories(explicit: true) }")
        #expect((explicit["factCategories"] as? [String])?.contains("explicit") == true)
        #expect(try await graph.run(#"{ facts(search: "") { totalCount } }"#).errors.first?.contains("3 to 120 characters") == true)
    }

    @Test("every dataset's status: counts, freshness and origin")
    func status() async throws {
        let graph = try await GraphQLHarness.fixtures()
        let answer = try await graph.run("{ datasets { id name refreshedAt records { name count } } }")
        let datasets = try #require(answer["datasets"] as? [[String: Any]])
        #expect(datasets.compactMap { $0["id"] as? String } == DatasetID.allCases.map(\.rawValue))
        #expect(datasets.first?["refreshedAt"] as? String == "2026-11-21T12:00:00Z")
    }
}
