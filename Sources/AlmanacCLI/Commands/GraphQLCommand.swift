import AlmanacCore
import AlmanacGraphQL
import AlmanacPresentation
import AlmanacServer
import AlmanacUpstream
import ArgumentParser
import Foundation

/// `almanac graphql 'query'`: the web app's GraphQL answered from this store (no server, no
/// network), or from a running server with `--server`; prints the JSON answer.
struct GraphQLCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graphql",
        abstract: "Answer a GraphQL query from the store (or a server) and print the JSON.",
        discussion: """
            The schema is swapi-graphql's for the Star Wars data, and the same style for launches, rockets, boosters, \
            facts, saved cities and dataset status: print it with `almanac graphql --schema`. Exits 1 when the query is refused.
            """)

    @Argument(help: "The query, e.g. '{ person(personID: 1) { name } }' (or use --file).")
    var query: String?

    @Option(name: [.short, .customLong("file")], help: ArgumentHelp("Read the query from a file.", valueName: "path"))
    var file: String?

    @Option(help: ArgumentHelp("The query's variables as a JSON object.", valueName: "json"))
    var variables: String?

    @Option(name: .customLong("operation"), help: "Which operation of the document to run.")
    var operationName: String?

    @Option(help: ArgumentHelp("A running `almanac serve` to ask instead of the store, e.g. http://127.0.0.1:8080.", valueName: "url"))
    var server: String?

    @Flag(help: "Print the schema in GraphQL's schema language instead.")
    var schema = false

    @Flag(name: .customLong("include-explicit"), help: "Include facts in the explicit category (safe mode off).")
    var includeExplicit = false

    @OptionGroup var display: DisplayOptions
    @OptionGroup var options: StoreOptions
    @OptionGroup var profileOption: ProfileOption

    func validate() throws {
        if !schema, (query == nil) == (file == nil) { throw ValidationError("give the query as an argument or with --file (one of them)") }
        if let server, URL(string: server)?.scheme.map({ ["http", "https"].contains($0) }) != true {
            throw ValidationError("--server must be an http or https URL such as http://127.0.0.1:8080 (got \"\(server)\")")
        }
    }

    func run() async throws {
        // The schema is the store's: a dataset's fields come with the use cases they answer from.
        let composition = try await Composition.open(options)
        let services = composition.graphServices
        let graph = try AlmanacGraph(sections: services.sections)
        if schema { return print(graph.schemaDocument, terminator: "") }
        let text =
            try file.map { path in
                do { return try String(contentsOfFile: path, encoding: .utf8) } catch {
                    throw CommandFailure("cannot read \(path): \(error.localizedDescription)")
                }
            } ?? query ?? ""
        let answer: Data
        let refused: Bool
        if let server {
            (answer, refused) = try await ask(server, text, composition: composition)
        } else {
            let request: GraphRequest
            do { request = try GraphRequest(query: text, variablesJSON: variables, operationName: operationName) } catch {
                throw CommandFailure(error.description)
            }
            let profile = try await composition.profiles.record(profileOption.profile) == nil ? nil : profileOption.profile
            let viewer = GraphViewer(profile: { profile }, day: display.environment.viewerDayKey, safeMode: includeExplicit ? .off : .on)
            let response = await graph.execute(request, services: services, viewer: viewer, indented: true)
            (answer, refused) = (response.body, response.isRefused)
        }
        print(String(decoding: answer, as: UTF8.self))
        if refused { throw ExitCode(1) }
    }

    /// The same request as a `GET /graphql` of a server.
    private func ask(_ server: String, _ text: String, composition: Composition) async throws -> (Data, Bool) {
        var components = URLComponents(string: (server.hasSuffix("/") ? String(server.dropLast()) : server) + Route.graphQL().href)
        components?.queryItems =
            [URLQueryItem(name: "query", value: text)]
            + [variables.map { URLQueryItem(name: "variables", value: $0) }, operationName.map { URLQueryItem(name: "operationName", value: $0) }]
            .compactMap { $0 }
        guard let url = components?.string else { throw CommandFailure("cannot make a URL of \(server)") }
        let response: UpstreamResponse
        do {
            response = try await composition.withTransport(TransportConfiguration(requestTimeout: .seconds(30), retry: .none)) { transport in
                try await transport.get(url, api: "almanac")
            }
        } catch {
            throw CommandFailure("\(server) did not answer: \(error)")
        }
        let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        return (response.body, object?["data"] == nil || object?["data"] is NSNull)
    }
}
