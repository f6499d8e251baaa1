import AlmanacCore
import AlmanacGraphQL
import AlmanacPresentation
import Foundation
import Hummingbird
import Logging

/// `/graphql`: GraphQL over HTTP (`POST` with a JSON body, `GET` with `query=`), the explorer page
/// for a browser, and the schema at `/graphql/schema.graphql`. Answers come from the store only.
/// An answer that is nobody's own is kept until a dataset refreshes (a `GET` with its ETag), so a
/// query many clients send is run once, also when they all send it at once after a refresh.
struct GraphQLController: Sendable {
    let graph: AlmanacGraph
    let services: GraphServices
    let freshness: DatasetFreshness
    /// Shared answers, kept with every shared page and API body.
    let answers: SharedAnswers
    /// Queries run one at a time per client, and on all cores but one at once.
    private let turns = GraphQLTurns(concurrent: ProcessInfo.processInfo.activeProcessorCount - 1)
    /// The schema in GraphQL's own language, written once (with its gzip copy once asked for).
    private let schemaBody: EncodedBody

    init(graph: AlmanacGraph, services: GraphServices, freshness: DatasetFreshness, answers: SharedAnswers) {
        self.graph = graph
        self.services = services
        self.freshness = freshness
        self.answers = answers
        schemaBody = EncodedBody(Data(graph.schemaDocument.utf8), contentType: "text/plain; charset=utf-8")
    }

    func addRoutes(pages: PageRoutes, router: SiteRouter) {
        pages.get(.graphQL, handlerKeeps: .shared, use: get)
        router.on(.graphQL, .post, in: .api, reuse: .perRequest, use: post)
        pages.raw(.graphQLSchema, .fixed, use: schema)
    }

    /// A client's query as JSON; a browser's (or no query at all) as the explorer page.
    @Sendable func get(_ request: Request, context: AlmanacRequestContext) async throws -> GraphQLGetAnswer {
        let wantsPage = Self.wantsPage(request)
        // A kept answer is found by the URL as sent, before its query is decoded: decoding it
        // (Foundation's percent-decoding) would cost more than the rest of a kept answer.
        // Only a client's query that ran is kept, so a hit is never the explorer's page.
        let key = try await cacheKey(request.uri.description, request, context)
        if !wantsPage, let hit = answers.cached(key) { return .json(hit, personal: false) }
        // Read as a form encodes it: a browser's form and curl's --data-urlencode send spaces as `+`.
        let parameters = FormBody.fields(of: request.uri.query ?? "").filter { !$0.value.isEmpty }
        let (query, variables, operationName) = (parameters["query"], parameters["variables"], parameters["operationName"])
        if wantsPage || query == nil {
            let ran = try await query.asyncMap { query in
                try await run(
                    query: query, variables: variables, operationName: operationName, context: context, request: request, indented: true)
            }
            return .page(
                GraphQLExplorerPage(
                    query: query ?? GraphQLExamples.all[0].query, variables: variables ?? "",
                    result: ran.map { String(decoding: $0.body, as: UTF8.self) },
                    outline: graph.outline))
        }
        let ran = try await answer(key) {
            try await run(
                query: query ?? "", variables: variables, operationName: operationName, context: context, request: request, indented: false)
        }
        return .json(ran.body, personal: ran.cacheControl == Self.personal)
    }

    /// GraphQL over HTTP's `POST`: `{"query", "variables", "operationName"}` as JSON.
    @Sendable func post(_ request: Request, context: AlmanacRequestContext) async throws -> Response {
        let body = try await RequestBodyReader.json(request, limit: GraphRequest.maximumBodyBytes)
        let key = try await cacheKey("POST " + String(decoding: body, as: UTF8.self), request, context)
        var headers: HTTPFields = [.contentType: EncodedBody.json, .cacheControl: "no-store"]
        if let hit = answers.cached(key) { return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: hit.bytes)) }
        let graphRequest: GraphRequest
        do { graphRequest = try GraphRequest(body: body) } catch { return Self.badRequest(error.description) }
        let ran = try await answer(key) {
            try await turns.run(for: context.client.key) {
                await logged(graph.execute(graphRequest, services: services, viewer: viewer(request, context)), context)
            }
        }
        if ran.cacheControl == Self.personal { headers[.cacheControl] = Self.personal }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ran.body.bytes))
    }

    /// The answer to a query that was not kept: run once however many requests ask for it at
    /// once, and kept when it is nobody's own. One that read its visitor's data says so in its
    /// `cacheControl` (`personal`); one with a fault in it (the store away, say) or a refusal is
    /// said to its asker, not kept.
    private func answer(_ key: SharedAnswerKey, running execute: () async throws -> GraphResponse) async throws -> MadeAnswer {
        try await answers.made(for: key) {
            let response = try await execute()
            return MadeAnswer(
                body: EncodedBody(response.body, contentType: EncodedBody.json), cacheControl: response.isPersonal ? Self.personal : nil,
                isShared: !response.isPersonal && !response.isRefused && response.faults.isEmpty)
        }
    }

    /// What an answer that read its visitor's own data is sent with.
    static let personal = "private, no-store"

    /// The schema in GraphQL's schema language.
    @Sendable func schema(_ request: Request, context: AlmanacRequestContext) async throws -> Response {
        schemaBody.response(for: request)
    }

    private func run(
        query: String, variables: String?, operationName: String?, context: AlmanacRequestContext, request: Request, indented: Bool
    ) async throws -> GraphResponse {
        let graphRequest: GraphRequest
        do {
            graphRequest = try GraphRequest(query: query, variablesJSON: variables, operationName: operationName)
        } catch {
            return GraphResponse.refusal(error.description, indented: indented)
        }
        return try await turns.run(for: context.client.key) {
            logged(await graph.execute(graphRequest, services: services, viewer: viewer(request, context), indented: indented), context)
        }
    }

    /// The response, its faults logged with their detail (the answer says only that there was one).
    private func logged(_ response: GraphResponse, _ context: AlmanacRequestContext) -> GraphResponse {
        for fault in response.faults { context.logger.error("graphql field failed", metadata: ["error": "\(fault)"]) }
        // A large answer (or one refused for its size) was a large tree of values, freed now:
        // glibc keeps those pages in its heaps unless told, and the resident size would stay at
        // the heaviest query's peak.
        if response.spentValues > Self.largeAnswer { FreedMemory.release() }
        return response
    }

    /// An answer of more values than this hands its memory back when done (`FreedMemory`).
    static let largeAnswer = 5_000

    /// The visitor as GraphQL sees them: their profile only when a query reads their cities (so
    /// other answers stay shared), none made for a visitor who has none.
    private func viewer(_ request: Request, _ context: AlmanacRequestContext) -> GraphViewer {
        let visitor = context.visitor
        return GraphViewer(
            profile: { visitor.hasProfile ? visitor.reading : nil }, day: context.viewer.api.viewerDayKey,
            safeMode: SafeModeCookie.safeMode(of: request, preferences: visitor.preferences))
    }

    /// What a shared answer depends on besides the request (a GET's URL, a POST's body): the
    /// viewer's day (the fact of the day), their safe mode and every dataset's version.
    private func cacheKey(_ text: String, _ request: Request, _ context: AlmanacRequestContext) async throws -> SharedAnswerKey {
        let safeMode = SafeModeCookie.safeMode(of: request, preferences: context.visitor.preferences)
        return .graphQL(
            GraphQLAnswerKey(
                request: text, day: context.viewer.api.viewerDayKey, safeMode: safeMode, versions: try await freshness.table().versions))
    }

    /// A browser navigating (it asks for HTML first) gets the explorer; a client gets JSON.
    static func wantsPage(_ request: Request) -> Bool {
        guard let accept = request.headers[.accept]?.lowercased() else { return false }
        return accept.hasPrefix("text/html")
    }

    static func badRequest(_ message: String) -> Response {
        Response(
            status: .badRequest, headers: [.contentType: EncodedBody.json],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: GraphResponse.refusal(message).body)))
    }
}

struct GraphQLAnswerKey: Hashable, Sendable {
    let request: String
    let day: String
    let safeMode: SafeMode
    let versions: [ChangeStamp]
}
