import AlmanacCore
import Foundation
import Testing

/// `almanac graphql`: the web app's GraphQL answered from the store, laid out; a refused query
/// prints GraphQL's errors and exits 1.
@Suite("CLI: almanac graphql")
struct GraphQLCommandTests {
    @Test("a query as an argument or from a file prints the JSON answer; variables and the schema")
    func answers() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        try await runCommand(["import", TestFixtures.directory.path], database: database)
        let person = try await runCommand(["graphql", "{ person(personID: 1) { name homeworld { name } } }"], database: database)
        #expect(person.contains(#""name" : "Luke Skywalker""#))
        #expect(person.contains(#""name" : "Tatooine""#))
        let file = folder.appendingPathComponent("query.graphql")
        try "query($id: ID) { film(filmID: $id) { title } }".write(to: file, atomically: true, encoding: .utf8)
        let film = try await runCommand(["graphql", "-f", file.path, "--variables", #"{"id": 1}"#], database: database)
        #expect(film.contains(#""title" : "A New Hope""#))
        #expect(try await runCommand(["graphql", "--schema"], database: database).contains("type Person implements Node {"))
    }

    @Test("a refused query prints the errors and exits 1; no query at all is a usage error")
    func refused() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        let run = await CLIHarness.run(["graphql", "{ nope }"], database: database)
        #expect(run.code == 1)
        #expect(run.standardOutput.contains(#"Cannot query field \"nope\" on type \"Root\"."#))
        let none = await CLIHarness.run(["graphql"], database: database)
        #expect(none.code == 64)
        #expect(none.standardError.contains("give the query as an argument or with --file"))
    }
}
