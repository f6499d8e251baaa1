import AlmanacCore
import Foundation
import GraphQL
import OrderedCollections

/// Almanac's GraphQL face: swapi-graphql's schema for the Star Wars data, and the same style
/// for launches, rockets, boosters, the company, facts, the visitor's saved cities and every
/// dataset's status, and the fields of each dataset's `GraphSection`. Answers come from the
/// store only. Build it once (the schema is checked and kept) and run any number of requests on
/// it with the services its sections came with.
public struct AlmanacGraph: Sendable {
    private let schema: GraphQLSchema
    private let limits: QueryLimits
    /// The schema in GraphQL's schema language, as served at `/graphql/schema.graphql`.
    public let schemaDocument: String
    /// The types and fields, for the explorer page.
    public let outline: GraphSchemaOutline

    /// The graph with the datasets' `sections` (`GraphServices.sections`), and the standard
    /// limits unless a test of the limits themselves asks for others.
    public init(sections: [GraphSection]) throws { try self.init(sections: sections, limits: .standard) }

    init(sections: [GraphSection], limits: QueryLimits) throws {
        let relay = try RelayTypes()
        let galaxy = try GalaxyGraphTypes.make(relay: relay)
        let launches = try LaunchGraphTypes(relay: relay)
        var fields = try GalaxyRootFields.make(types: galaxy, relay: relay)
        fields["node"] = NodeField.make(relay: relay)
        for (name, field) in try LaunchRootFields.make(types: launches, relay: relay) { fields[name] = field }
        for (name, field) in try FactGraphFields.make(relay: relay) { fields[name] = field }
        for section in sections {
            for (name, field) in try section.fields(relay) {
                // Two sections naming one field would answer it from whichever came last.
                guard fields[name] == nil else { throw GraphSchemaError(problems: ["the root field \(name) is declared twice"]) }
                fields[name] = field
            }
        }
        for (name, field) in try SiteGraphFields.make(relay: relay) { fields[name] = field }
        for (name, field) in try LauncherGraphFields.make(relay: relay) { fields[name] = field }
        for (name, field) in try WeatherGraphFields.make() { fields[name] = field }
        for (name, field) in try StatusGraphFields.make() { fields[name] = field }
        let root = try GraphQLObjectType(name: "Root", fields: fields)
        // Types reached only through `node` are listed so introspection shows them, in one order
        // (the printed schema, and its ETag, are then the same on every instance).
        let galaxyTypes = GalaxyResource.allCases.compactMap { galaxy[$0] }
        schema = try GraphQLSchema(query: root, types: galaxyTypes + [launches.launch, launches.rocket])
        let problems = validateSchema(schema: schema)
        guard problems.isEmpty else { throw GraphSchemaError(problems: problems.map(\.message)) }
        schemaDocument = printSchema(schema: schema)
        outline = GraphSchemaOutline(schema: schema)
        self.limits = limits
    }

    /// Runs a request against the store: refused with GraphQL errors when it is not valid or
    /// asks for more than the limits allow; never throws. `indented` lays the JSON out for
    /// people (the explorer page, the CLI).
    public func execute(_ request: GraphRequest, services: GraphServices, viewer: GraphViewer, indented: Bool = false) async -> GraphResponse {
        var response = await run(request, services: services, viewer: viewer)
        if indented { response.body = Self.encode(response.result, indented: true) }
        return response
    }

    private func run(_ request: GraphRequest, services: GraphServices, viewer: GraphViewer) async -> GraphResponse {
        if let refusal = limits.checkText(request.query) { return refused([refusal]) }
        let document: Document
        do {
            document = try parse(source: Source(body: request.query, name: "GraphQL request"))
        } catch let error as GraphQLError {
            return refused([error])
        } catch {
            return refused([GraphQLError(message: "The query could not be parsed.")])
        }
        let beyondLimits = limits.check(document, schema: schema, operationName: request.operationName, variables: request.variables)
        guard beyondLimits.isEmpty else { return refused(beyondLimits) }
        let invalid = validate(schema: schema, ast: document)
        guard invalid.isEmpty else { return refused(invalid) }
        let context = GraphContext(services: services, viewer: viewer, budget: limits.maximumValues)
        let result: GraphQLResult
        do {
            result = try await GraphQL.execute(
                schema: schema, documentAST: document, rootValue: (), context: context, variableValues: request.variables,
                operationName: request.operationName)
        } catch let error as GraphQLError {
            return refused([error])
        } catch {
            return refused([GraphQLError(message: GraphErrorWords.words(for: error) ?? "The query could not be run.")])
        }
        if context.budget.wasExceeded {
            var tooLarge = refused([QueryLimits.refusal(AnswerTooLarge(limit: limits.maximumValues).description, code: "ANSWER_TOO_LARGE")])
            tooLarge.spentValues = context.budget.spent
            return tooLarge
        }
        let (answer, faults) = GraphErrorWords.cleaned(result)
        var response = GraphResponse(result: answer, body: Self.encode(answer), isPersonal: context.isPersonal, isRefused: false, faults: faults)
        response.spentValues = context.budget.spent
        return response
    }

    private func refused(_ errors: [GraphQLError]) -> GraphResponse {
        let result = GraphQLResult(errors: errors)
        return GraphResponse(result: result, body: Self.encode(result), isPersonal: false, isRefused: true, faults: [])
    }

    /// The result as JSON, fields in the query's order (GraphQL's encoder keeps it).
    static func encode(_ result: GraphQLResult, indented: Bool = false) -> Data {
        let encoder = GraphQLJSONEncoder()
        encoder.outputFormatting = indented ? [.prettyPrinted, .withoutEscapingSlashes] : [.withoutEscapingSlashes]
        return (try? encoder.encode(result)) ?? Data(#"{"errors":[{"message":"The result could not be encoded."}]}"#.utf8)
    }
}

/// The schema failed GraphQL's own checks: a mistake in this code, found when it is built.
public struct GraphSchemaError: Error, CustomStringConvertible {
    let problems: [String]
    public var description: String { "The GraphQL schema is not valid: " + problems.joined(separator: "; ") }
}
