import AlmanacCore
import AlmanacGraphQL
import Foundation
import Testing

/// No N+1: links are read in batches, a bounded number of store reads whatever the number of
/// records listed.
@Suite("GraphQL: links read in batches", .enabled(if: TestFixtures.fullSnapshot != nil, "set ALMANAC_SNAPSHOT to a snapshot directory"))
struct GraphQLBatchingTests {
    static let everyone = """
        query($first: Int) { allPeople(first: $first) { people { name homeworld { name } filmConnection { films { title } } species { name } } } }
        """

    @Test("every person with homeworld, films and species: one read for the people and one per link field")
    func peopleWithLinks() async throws {
        let (graph, store) = try await GraphQLHarness.counting(fullSnapshot: true)
        let all = try await graph.run(Self.everyone)
        #expect(all.errors == [])
        #expect((all["allPeople", "people"] as? [Any])?.count == 82)
        #expect(all["allPeople", "people", 0, "homeworld", "name"] as? String == "Tatooine")
        #expect(store.reads == 4, "people, then homeworlds, films and species: one read each")
        let before = store.reads
        _ = try await graph.run(Self.everyone, variables: #"{"first": 3}"#)
        #expect(store.reads - before == 4, "three people cost the same four reads as 82")
    }

    @Test("two levels deep: films, their characters, their homeworlds; still a read per field and level")
    func twoLevels() async throws {
        let (graph, store) = try await GraphQLHarness.counting(fullSnapshot: true)
        let answer = try await graph.run("{ allFilms { films { characterConnection { characters { name homeworld { name } } } } } }")
        #expect(answer.errors == [])
        #expect(answer["allFilms", "films", 0, "characterConnection", "characters", 0, "name"] as? String == "Luke Skywalker")
        #expect(store.reads == 3)
    }
}
