import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird
import OpenAPIKit

/// The OpenAPI 3.1 document of the JSON API, served at `/api/v1/openapi.json`: every operation
/// with its parameters (types, ranges, enums) and the answers it gives. Built from the route
/// templates the router registers, so a path is spelled once; a test checks that every routed
/// API operation is here and every operation here is routed.
enum APIDocument {
    /// One operation: its method, template, words and inputs.
    struct Operation {
        let method: OpenAPI.HttpMethod
        let template: RouteTemplate
        let id: String
        let summary: String
        var parameters: [OpenAPI.Parameter] = []
        var body: JSONSchema? = nil
        /// Besides 200 and the error answers every operation may give.
        var statuses: [Int] = []
        var success = 200
    }

    static let operations: [Operation] = [
        .init(method: .get, template: .apiCompany, id: "company", summary: "The SpaceX company.", parameters: [timeZone]),
        .init(method: .get, template: .apiLaunches, id: "launches", summary: "SpaceX launches from both sources, filtered, sorted and paged.", parameters: [
            query("year", .integer(maximum: (2200, exclusive: false), minimum: (1900, exclusive: false)), "Launches of this UTC year."),
            query("from", .string(pattern: "^[0-9]{4}-[0-9]{2}$"), "First month of a range, YYYY-MM (inclusive)."),
            query("to", .string(pattern: "^[0-9]{4}-[0-9]{2}$"), "Last month of a range, YYYY-MM (inclusive)."),
            query("outcome", .string(allowedValues: ["any", "success", "failure", "upcoming", "unknown"].map { AnyCodable($0) }), "Outcome."),
            query("q", .string(maxLength: 200), "Mission name contains this (case and accents ignored)."),
            query("rocket", .string(maxLength: 200), "Rocket id or name."),
            query("pad", .string(maxLength: 200), "Launch site id or name."),
            sortOrder, page, limit, timeZone,
        ], statuses: [400]),
        .init(method: .get, template: .apiLaunch, id: "launch", summary: "One launch, by the SpaceX API's id or Launch Library's.", parameters: [pathID(.string), timeZone], statuses: [404]),
        .init(method: .get, template: .apiRockets, id: "rockets", summary: "The rockets catalogue.", parameters: [
            query("active", .boolean, "Active rockets only."),
            query("sort", .string(allowedValues: ["name", "first-flight", "success-rate", "cost"].map { AnyCodable($0) }), "Sort key."),
        ], statuses: [400]),
        .init(method: .get, template: .apiRocket, id: "rocket", summary: "One rocket, by id or name.", parameters: [pathID(.string)], statuses: [404]),
        .init(method: .get, template: .apiLaunchStats, id: "launchStats", summary: "Launches per UTC year and outcome."),
        .init(method: .get, template: .apiGalaxy, id: "galaxy", summary: "The Star Wars resources and how many records each holds."),
        .init(method: .get, template: .apiGalaxyList, id: "galaxyList", summary: "One Star Wars resource's records, searched, sorted and paged.", parameters: [
            resource, query("q", .string(maxLength: 200), "Name contains this."), query("sort", .string(maxLength: 40), "A sortable field of the resource."),
            query("order", .string(allowedValues: ["asc", "desc"].map { AnyCodable($0) }), "Direction."), page, limit,
        ], statuses: [400, 404]),
        .init(method: .get, template: .apiGalaxyRecord, id: "galaxyRecord", summary: "One Star Wars record with its links named.", parameters: [
            resource, pathID(.integer(minimum: (1, exclusive: false))),
        ], statuses: [400, 404]),
        .init(method: .get, template: .apiFactsSearch, id: "factsSearch", summary: "Chuck Norris facts containing a term (upstream first, saved facts offline).", parameters: [
            query("q", .string(minLength: 3, maxLength: 120), "The term.", required: true), page, limit,
        ], statuses: [400]),
        .init(method: .get, template: .apiRandomFact, id: "randomFact", summary: "A random fact, of a category if given.", parameters: [
            query("category", .string(maxLength: 40), "A category name."),
        ], statuses: [400, 404]),
        .init(method: .get, template: .apiFactOfTheDay, id: "factOfTheDay", summary: "The fact of the viewer's day.", parameters: [timeZone], statuses: [404]),
        .init(method: .get, template: .apiFactCategories, id: "factCategories", summary: "The fact categories."),
        .init(method: .get, template: .apiRecentSearches, id: "recentSearches", summary: "The searches made, newest first."),
        .init(method: .delete, template: .apiRecentSearches, id: "clearRecentSearches", summary: "Forgets every recent search."),
        .init(method: .get, template: .apiFact, id: "fact", summary: "One saved fact.", parameters: [pathID(.string(maxLength: 64))], statuses: [404]),
        .init(method: .get, template: .apiWeather, id: "weather", summary: "Every saved city with its weather now.", parameters: [units], statuses: [400]),
        .init(method: .get, template: .apiCities, id: "cities", summary: "The saved cities in their order."),
        .init(method: .post, template: .apiCities, id: "addCity", summary: "Saves a city: a place id from the geocoder, or a name and coordinates.",
              body: .object(properties: [
                  "placeId": .string(required: false, maxLength: 40), "name": .string(required: false, maxLength: 200),
                  "latitude": .number(required: false, maximum: (90, exclusive: false), minimum: (-90, exclusive: false)),
                  "longitude": .number(required: false, maximum: (180, exclusive: false), minimum: (-180, exclusive: false)),
              ]),
              statuses: [400, 404, 409, 413], success: 201),
        .init(method: .delete, template: .apiCity, id: "removeCity", summary: "Removes a saved city.", parameters: [pathID(.integer(minimum: (1, exclusive: false)))], statuses: [400, 404]),
        .init(method: .patch, template: .apiCity, id: "moveCity", summary: "Moves a saved city to a position (from 1).", parameters: [pathID(.integer(minimum: (1, exclusive: false)))],
              body: .object(properties: ["position": .integer(minimum: (1, exclusive: false))]), statuses: [400, 404, 413]),
        .init(method: .get, template: .apiForecast, id: "forecast", summary: "A saved city's forecast: now, hours and days.", parameters: [
            pathID(.integer(minimum: (1, exclusive: false))), units, query("day", .string(pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"), "The day whose hours to show."),
        ], statuses: [400, 404]),
        .init(method: .get, template: .apiGeocode, id: "geocode", summary: "Places whose name begins with the query (upstream first, saved places offline).", parameters: [
            query("q", .string(maxLength: 200), "At least two letters.", required: true),
        ], statuses: [400]),
        .init(method: .get, template: .apiStatus, id: "status", summary: "Every dataset: records, freshness, last error, circuits."),
        .init(method: .post, template: .apiRefresh, id: "refresh", summary: "Asks the background refresher to refresh a dataset now.", parameters: [
            .path(name: "dataset", schema: .string(allowedValues: DatasetID.allCases.map { AnyCodable($0.rawValue) }), description: "The dataset."),
        ], statuses: [404, 429], success: 202),
        .init(method: .get, template: .apiOpenAPI, id: "openAPI", summary: "This document."),
    ]

    /// The document, encoded once.
    static let json: Data = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(document)) ?? Data("{}".utf8)
    }()

    static var document: OpenAPI.Document {
        var paths: OpenAPI.PathItem.Map = [:]
        for operation in operations {
            let path = OpenAPI.Path(rawValue: operation.template.pattern)
            var item = paths[path]?.pathItemValue ?? OpenAPI.PathItem()
            item[operation.method] = openAPIOperation(operation)
            paths[path] = .pathItem(item)
        }
        return OpenAPI.Document(
            openAPIVersion: .v3_1_1,
            info: .init(title: "Almanac", description: "An offline-first explorer for public data APIs: SpaceX launches, Star Wars, Chuck Norris facts, the weather.", version: "1"),
            servers: [], paths: paths,
            components: .init(schemas: ["Meta": meta, "Error": error])
        )
    }

    private static func openAPIOperation(_ operation: Operation) -> OpenAPI.Operation {
        var responses: OpenAPI.Response.Map = [
            OpenAPI.Response.StatusCode(integerLiteral: operation.success): .response(description: "The answer.", content: [.json: .content(.init(schema: envelope))]),
        ]
        for status in operation.statuses.sorted() {
            responses[OpenAPI.Response.StatusCode(integerLiteral: status)] = .response(
                description: HTTPStatusWords.phrase(status), content: [.json: .content(.init(schema: JSONSchema.reference(.component(named: "Error"))))]
            )
        }
        let request: OpenAPI.Request? = operation.body.map { OpenAPI.Request(content: [.json: .content(.init(schema: $0))]) }
        return OpenAPI.Operation(
            summary: operation.summary, operationId: operation.id,
            parameters: operation.parameters.map { .parameter($0) },
            requestBody: request,
            responses: responses
        )
    }

    /// `{data, meta}`: every successful answer.
    private static let envelope = JSONSchema.object(properties: ["data": .fragment, "meta": JSONSchema.reference(.component(named: "Meta"))])

    private static let meta = JSONSchema.object(description: "What the answer was read from and how fresh it is.", properties: [
        "dataset": .string(required: false), "refreshedAt": .string(format: .dateTime, required: false, nullable: true),
        "stale": .boolean(required: false), "origin": .string(required: false, nullable: true), "timeZone": .string(required: false),
    ], additionalProperties: .a(true))

    private static let error = JSONSchema.object(properties: [
        "error": .object(properties: ["code": .string, "message": .string], additionalProperties: .a(true)),
    ], additionalProperties: .a(true))

    // Parameters many operations share.
    private static let timeZone = query("tz", .string(maxLength: 64), "An IANA time zone for dates (default: the browser's, else UTC).")
    private static let page = query("page", .integer(minimum: (1, exclusive: false)), "Page, from 1.")
    private static let limit = query("limit", .integer(maximum: (100, exclusive: false), minimum: (1, exclusive: false)), "Per page, 1 to 100 (default 20).")
    private static let sortOrder = query("sort", .string(allowedValues: ["asc", "desc"].map { AnyCodable($0) }), "By date (default desc).")
    private static let units = query("units", .string(allowedValues: ["metric", "imperial"].map { AnyCodable($0) }), "Units.")
    private static let resource = OpenAPI.Parameter.path(
        name: "resource", schema: .string(allowedValues: GalaxyResource.allCases.map { AnyCodable($0.rawValue) }), description: "The resource."
    )

    private static func pathID(_ schema: JSONSchema) -> OpenAPI.Parameter {
        .path(name: "id", schema: schema, description: "The record's id.")
    }

    private static func query(_ name: String, _ schema: JSONSchema, _ description: String, required: Bool = false) -> OpenAPI.Parameter {
        .query(name: name, required: required, schema: schema, description: description)
    }
}

/// The reason phrase of the statuses the API answers with.
enum HTTPStatusWords {
    static func phrase(_ status: Int) -> String {
        switch status {
        case 400: "The input was refused; the error says which field and why."
        case 404: "Nothing of that name is stored."
        case 409: "It is saved already; nothing changed."
        case 413: "The body is too large."
        case 429: "Asked too often; try again after Retry-After."
        default: "HTTP \(status)"
        }
    }
}

/// Serves the document, and the reference page drawn from it.
struct APIDocumentController: Sendable {
    let context: WebContext

    func addRoutes(to router: SiteRouter) {
        router.get(.apiDocs) { request, requestContext in
            await context.cachedPage(request, requestContext, dataset: nil) { environment in
                try await context.render(APIDocsPage(operations: APIDocument.operations), request, environment)
            }
        }
        let body = ByteBuffer(bytes: APIDocument.json)
        router.get(.apiOpenAPI) { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "public, max-age=3600"],
                body: ResponseBody(byteBuffer: body)
            )
        }
    }
}
