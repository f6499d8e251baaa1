import AlmanacCore
import Foundation
import Testing

@testable import AlmanacGraphQL

/// Safe to expose: what is too deep, too wide, too long or too aliased is refused with a GraphQL
/// error before anything is read; a bad argument is a GraphQL error, never a crash.
@Suite("GraphQL: limits")
struct GraphQLLimitsTests {
    private func refusal(_ query: String) async throws -> (errors: [String], codes: [String], reads: Int) {
        let (graph, store) = try await GraphQLHarness.counting(fullSnapshot: false)
        let answer = try await graph.run(query)
        let codes = (answer.json["errors"] as? [[String: Any]] ?? []).compactMap { ($0["extensions"] as? [String: Any])?["code"] as? String }
        #expect(answer.data == nil, "refused before running: no data at all")
        #expect(answer.response.isRefused)
        return (answer.errors, codes, store.reads)
    }

    @Test("a query nested past 15 fields is refused, naming the depth")
    func deep() async throws {
        // Narrow (one resident per planet) but 18 fields deep.
        let hops = String(repeating: "homeworld { residentConnection(first: 1) { residents { ", count: 6)
        let query = "{ person(personID: 1) { \(hops) name \(String(repeating: "} } } ", count: 6)) } }"
        let refused = try await refusal(query)
        #expect(refused.codes == ["QUERY_TOO_DEEP"])
        #expect(refused.errors.first?.contains("at most 15") == true)
        #expect(refused.reads == 0)
    }

    @Test("a wide query (lists of lists of lists) is refused by its cost")
    func wide() async throws {
        let refused = try await refusal(
            "{ allPeople { people { filmConnection { films { characterConnection { characters { filmConnection { films { title } } } } } } } } }")
        #expect(refused.codes == ["QUERY_TOO_COSTLY"])
        #expect(refused.reads == 0)
    }

    @Test("too many aliases, too long a text, brackets nested too deep, fragments that multiply: refused")
    func shapes() async throws {
        let aliases = (1...60).map { "a\($0): person(personID: 1) { name }" }.joined(separator: " ")
        #expect(try await refusal("{ \(aliases) }").codes == ["TOO_MANY_ALIASES"])
        #expect(try await refusal("{ allFilms { totalCount } }" + String(repeating: " ", count: 20_001)).codes == ["QUERY_TOO_LONG"])
        #expect(try await refusal(String(repeating: "{", count: 5_000)).codes == ["QUERY_TOO_DEEP"])
        // Each fragment spreads the next ten times: 10^8 selections if expanded.
        var bomb = "{ allFilms { films { ...F0 } } }"
        for level in 0..<8 { bomb += " fragment F\(level) on Film { \(String(repeating: "...F\(level + 1) ", count: 10)) }" }
        bomb += " fragment F8 on Film { title }"
        let refused = try await refusal(bomb)
        #expect(refused.codes.contains("QUERY_TOO_COMPLEX") || refused.codes.contains("QUERY_TOO_COSTLY"))
    }

    @Test("first beyond 100 or below 0 is a GraphQL error naming the argument; a bad cursor reads as none")
    func arguments() async throws {
        let graph = try await GraphQLHarness.fixtures()
        let many = try await graph.run("{ allPeople(first: 101) { totalCount } }")
        #expect(many.errors.first?.contains(#"Argument "first" must be at most 100"#) == true)
        let negative = try await graph.run("{ allPeople(last: -1) { totalCount } }")
        #expect(negative.errors == [#"Argument "last" must be a non-negative integer"#])
        let cursor = try await graph.run(#"{ allPeople(first: 1, after: "not a cursor") { people { name } } }"#)
        #expect(cursor.errors == [])
        #expect(cursor["allPeople", "people", 0, "name"] as? String == "Luke Skywalker")
        // A cursor far past the end (offset 1000): an empty page, not a crash.
        let beyond = try await graph.run(#"{ allPeople(first: 1, after: "YXJyYXljb25uZWN0aW9uOjEwMDA=") { people { name } totalCount } }"#)
        #expect(beyond.errors == [])
        #expect((beyond["allPeople", "people"] as? [Any])?.isEmpty == true)
        let launches = try await graph.run(#"{ launches(year: "20x0") { totalCount } }"#)
        #expect(launches.errors.first?.contains("year") == true)
        let node = try await graph.run(#"{ node(id: "bm9wZTox") { id } }"#)
        #expect(node.errors == ["bm9wZTox names a nope, which has no objects here"])
    }

    @Test(
        "a cursor at the largest offsets (Int.max, Int.max - 1) on every connection is an empty page, not a trap",
        arguments: [Int.max, Int.max - 1, 1 << 40, (1 << 40) + 1])
    func extremeCursors(offset: Int) async throws {
        let graph = try await GraphQLHarness.fixtures()
        let cursor = Data("arrayconnection:\(offset)".utf8).base64EncodedString()
        let queries = [
            #"{ allPeople(after: "\#(cursor)") { totalCount people { name } pageInfo { hasNextPage hasPreviousPage } } }"#,
            #"{ allPeople(first: 5, before: "\#(cursor)") { people { name } pageInfo { hasNextPage } } }"#,
            #"{ allPeople(last: 5, after: "\#(cursor)", before: "\#(cursor)") { people { name } } }"#,
            #"{ launches(after: "\#(cursor)") { totalCount launches { name } pageInfo { hasNextPage } } }"#,
            #"{ launches(first: 3, before: "\#(cursor)") { launches { name } } }"#,
            #"{ facts(search: "kick", after: "\#(cursor)") { totalCount facts { factID } } }"#,
            #"{ person(personID: 1) { filmConnection(after: "\#(cursor)") { totalCount films { title } } } }"#,
        ]
        for query in queries {
            let answer = try await graph.run(query)
            #expect(answer.errors == [], "\(query)")
            #expect(answer.data != nil, "\(query)")
        }
        let past = try await graph.run(#"{ allPeople(after: "\#(cursor)") { people { name } } }"#)
        #expect((past["allPeople", "people"] as? [Any])?.isEmpty == true)
        let before = try await graph.run(#"{ allPeople(first: 2, before: "\#(cursor)") { people { name } pageInfo { hasNextPage } } }"#)
        #expect((before["allPeople", "people"] as? [Any])?.count == 2)
        #expect(before["allPeople", "pageInfo", "hasNextPage"] as? Bool == true, "as graphql-relay: a before past the end leaves more")
    }

    @Test("a store that fails mid-query: the answer says a field could not be read, never the engine's words, and the detail is kept for the log")
    func storeFault() async throws {
        struct EngineError: Error, CustomStringConvertible {
            var description: String {
                "SQLite error 1: unterminated string - while executing `SELECT body FROM swapi_record WHERE id = ?` in /var/lib/almanac/almanac.sqlite"
            }
        }
        let (graph, store) = try await GraphQLHarness.counting(fullSnapshot: false)
        store.fail(with: EngineError())
        let answer = try await graph.run("{ person(personID: 1) { name } allFilms { totalCount } }")
        #expect(!answer.errors.isEmpty)
        for message in answer.errors {
            #expect(message == "This field could not be read from the store; the server logged why.")
        }
        #expect(answer.response.faults.allSatisfy { $0.contains("SQLite error 1") })
        #expect(!answer.response.faults.isEmpty)
        let busy = try await GraphQLHarness.counting(fullSnapshot: false)
        busy.1.fail(with: StoreTemporarilyUnavailable(reason: "the connection to PostgreSQL was lost: server closed the connection"))
        let waited = try await busy.0.run("{ person(personID: 1) { name } }")
        #expect(waited.errors == ["The store did not answer in time; try again in a moment."])
    }

    @Test("an answer growing past its budget of values stops and is one refusal, whatever the estimate allowed")
    func answerBudget() async throws {
        let harness = try await GraphQLHarness.fixtures()
        var limits = QueryLimits.standard
        limits.maximumValues = 5
        let small = try AlmanacGraph(sections: harness.services.sections, limits: limits)
        let request = try GraphRequest(
            query: "{ allPeople { people { name height mass homeworld { name } } } }", variablesJSON: nil, operationName: nil)
        let response = await small.execute(request, services: harness.services, viewer: GraphViewer(profile: { nil }, day: "2026-11-21"))
        let json = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
        #expect(json["data"] == nil)
        let errors = try #require(json["errors"] as? [[String: Any]])
        #expect(errors.count == 1)
        #expect((errors.first?["extensions"] as? [String: Any])?["code"] as? String == "ANSWER_TOO_LARGE")
        #expect(response.isRefused)
        // The same query within the standard budget is answered.
        #expect(try await harness.run("{ allPeople { people { name height mass homeworld { name } } } }").errors == [])
    }

    @Test("two schema walks in one request are refused; one, as clients send it, is answered")
    func schemaWalks() async throws {
        let refused = try await refusal("{ a: __schema { types { name } } b: __schema { types { name } } }")
        #expect(refused.codes == ["TOO_MANY_INTROSPECTIONS"])
        let fragments = try await refusal(
            "{ ...A ...B } fragment A on Root { a: __schema { queryType { name } } } fragment B on Root { b: __schema { queryType { name } } }")
        #expect(fragments.codes == ["TOO_MANY_INTROSPECTIONS"])
    }

    @Test("fifty aliased pages of a hundred launches are refused by their estimate before anything is read")
    func aliasedPages() async throws {
        // Every field of a launch but its lists (a 2.8 KB query that ran 15 s of one core on 7cf3ac9).
        let fields = """
            article date datePrecision details flightNumber id launchID launchpad { details fullName launchpadID locality name region \
            status timeZone } missionDescription missionType name orbit outcome patch probability rocket { active boosters company \
            costPerLaunch country description diameter firstFlight height id mass name rocketID stages successRatePercent type wikipedia } \
            status success upcoming webcast wikipedia windowEnd windowStart
            """
        let query =
            "{ " + (0..<50).map { "a\($0): launches(first: 100) { launches { ...L } }" }.joined(separator: " ")
            + " } fragment L on Launch { \(fields) }"
        let refused = try await refusal(query)
        #expect(refused.codes == ["QUERY_TOO_COSTLY"])
    }

    @Test("introspection is on: the standard introspection query is answered in full")
    func introspection() async throws {
        let graph = try await GraphQLHarness.fixtures()
        let answer = try await graph.run(GraphQLIntrospection.query)
        #expect(answer.errors == [])
        let types = try #require(answer["__schema", "types"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(types.contains("Person") && types.contains("PersonFilmsConnection") && types.contains("Launch"))
    }
}
