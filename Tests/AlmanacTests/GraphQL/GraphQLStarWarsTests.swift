import AlmanacCore
import AlmanacGraphQL
import Foundation
import Testing

/// swapi-graphql's queries asked of the whole SWAPI snapshot: the values are what swapi-graphql
/// answers for the same records (numbers as numbers, lists split, links sorted by id).
@Suite(
    "GraphQL: the swapi-graphql schema over the full snapshot",
    .enabled(if: TestFixtures.fullSnapshot != nil, "set ALMANAC_SNAPSHOT to a snapshot directory"))
struct GraphQLStarWarsTests {
    @Test("a person by personID, with homeworld, films by id, and every scalar property")
    func personByID() async throws {
        let graph = try await GraphQLHarness.fullGalaxy()
        let answer = try await graph.run(
            """
            { person(personID: 1) { id name birthYear eyeColor gender hairColor height mass skinColor created edited
                homeworld { name diameter rotationPeriod orbitalPeriod gravity population climates terrains surfaceWater }
                species { name }
                filmConnection { totalCount films { title episodeID releaseDate producers } }
                starshipConnection { starships { name MGLT hyperdriveRating costInCredits manufacturers } } } }
            """)
        #expect(answer.errors == [])
        #expect(answer["person", "id"] as? String == "cGVvcGxlOjE=")
        #expect(answer["person", "name"] as? String == "Luke Skywalker")
        #expect(answer["person", "birthYear"] as? String == "19BBY")
        #expect(answer["person", "height"] as? Int == 172)
        #expect(answer["person", "mass"] as? Double == 77)
        #expect(answer["person", "created"] as? String == "2014-12-09T13:50:51.644000Z")
        #expect(answer["person", "species"] == nil)
        #expect(answer["person", "homeworld", "name"] as? String == "Tatooine")
        #expect(answer["person", "homeworld", "population"] as? Double == 200000)
        #expect(answer["person", "homeworld", "climates"] as? [String] == ["arid"])
        #expect(answer["person", "homeworld", "terrains"] as? [String] == ["desert"])
        #expect(answer["person", "filmConnection", "totalCount"] as? Int == 4)
        let films = try #require(answer["person", "filmConnection", "films"] as? [[String: Any]])
        #expect(films.compactMap { $0["episodeID"] as? Int } == [4, 5, 6, 3])
        #expect(films.first?["producers"] as? [String] == ["Gary Kurtz", "Rick McCallum"])
        let ships = try #require(answer["person", "starshipConnection", "starships"] as? [[String: Any]])
        #expect(ships.compactMap { $0["name"] as? String } == ["X-wing", "Imperial shuttle"])
        #expect(ships.first?["MGLT"] as? Int == 100)
        #expect(ships.first?["hyperdriveRating"] as? Double == 1)
        #expect(ships.first?["costInCredits"] as? Double == 149999)
        #expect(ships.first?["manufacturers"] as? [String] == ["Incom Corporation"])
    }

    @Test("the same person by global id, through node, and errors in swapi-graphql's words")
    func globalIDs() async throws {
        let graph = try await GraphQLHarness.fullGalaxy()
        let byID = try await graph.run(#"{ person(id: "cGVvcGxlOjE=") { name } node(id: "cGxhbmV0czox") { id ... on Planet { name } __typename } }"#)
        #expect(byID.errors == [])
        #expect(byID["person", "name"] as? String == "Luke Skywalker")
        #expect(byID["node", "name"] as? String == "Tatooine")
        #expect(byID["node", "__typename"] as? String == "Planet")
        let missing = try await graph.run("{ person { name } }")
        #expect(missing.errors == ["must provide id or personID"])
        #expect(missing["person"] == nil)
        let absent = try await graph.run("{ person(personID: 17) { name } }")
        #expect(absent.errors == [])
        #expect(absent["person"] == nil)
    }

    @Test("every record of each type, with totalCount, and paging with first and after")
    func allAndPaging() async throws {
        let graph = try await GraphQLHarness.fullGalaxy()
        let counts = try await graph.run(
            "{ allFilms { totalCount } allPeople { totalCount } allPlanets { totalCount } allSpecies { totalCount } allStarships { totalCount } allVehicles { totalCount } }"
        )
        #expect(counts.errors == [])
        let totals = ["allFilms", "allPeople", "allPlanets", "allSpecies", "allStarships", "allVehicles"].map { counts[$0, "totalCount"] as? Int }
        #expect(totals == [6, 82, 60, 37, 36, 39])
        let first = try await graph.run("{ allPeople(first: 2) { edges { cursor node { name } } pageInfo { hasNextPage endCursor } } }")
        #expect(first["allPeople", "edges", 0, "cursor"] as? String == "YXJyYXljb25uZWN0aW9uOjA=")
        #expect(first["allPeople", "edges", 1, "node", "name"] as? String == "C-3PO")
        #expect(first["allPeople", "pageInfo", "hasNextPage"] as? Bool == true)
        let end = try #require(first["allPeople", "pageInfo", "endCursor"] as? String)
        let next = try await graph.run(
            "query($after: String) { allPeople(first: 2, after: $after) { people { name } pageInfo { hasPreviousPage } } }",
            variables: #"{"after": "\#(end)"}"#)
        #expect((next["allPeople", "people"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["R2-D2", "Darth Vader"])
        let last = try await graph.run("{ allFilms(last: 1) { films { title } pageInfo { hasPreviousPage hasNextPage } } }")
        #expect(last["allFilms", "films", 0, "title"] as? String == "Revenge of the Sith")
        #expect(last["allFilms", "pageInfo", "hasPreviousPage"] as? Bool == true)
    }
}
