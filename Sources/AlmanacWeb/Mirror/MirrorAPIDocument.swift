import AlmanacCore
import AlmanacPresentation
import OpenAPIKit

/// The mirrors in the OpenAPI document, as pass-through operations: each answers in its
/// upstream's own shape (described by the upstream's documentation, not here), so their bodies are
/// any JSON, and their errors the upstream's words (docs/mirrors.md says what each answers).
enum MirrorAPIDocument {
    /// Path → its item, for `APIDocument.document`.
    static var paths: [(path: String, item: OpenAPI.PathItem)] {
        operations.map { operation in
            var item = OpenAPI.PathItem()
            item[operation.method] = openAPIOperation(operation)
            return (operation.template.pattern, item)
        }
    }

    /// One mirror operation: its method, template, words and inputs.
    struct Operation {
        let method: OpenAPI.HttpMethod
        let template: RouteTemplate
        let id: String
        let summary: String
        var parameters: [OpenAPI.Parameter] = []
        /// Whether it reads a JSON body (the SpaceX query).
        var readsBody = false
    }

    static let operations: [Operation] = [
        Operation(
            method: .get, template: .mirrorSpaceX, id: "mirrorSpaceX",
            summary:
                "The SpaceX API: a v4 list whole, `launches/latest`-style picks, the company; v5's launches; v3's `launches` (limit, offset, order, sort, launch_year, launch_success, upcoming) and `info`.",
            parameters: [spacexVersion, spacexList]),
        Operation(
            method: .get, template: .mirrorSpaceXRecord, id: "mirrorSpaceXRecord",
            summary: "The SpaceX API: one record by id (v3: a launch by flight number), or `launches/latest`, `next`, `past`, `upcoming`.",
            parameters: [spacexVersion, spacexList, recordID]),
        Operation(
            method: .post, template: .mirrorSpaceXQuery, id: "mirrorSpaceXQuery",
            summary: "The SpaceX API's query: a MongoDB-style `query` and mongoose-paginate `options`, answered in mongoose-paginate's envelope.",
            parameters: [
                .path(name: "version", schema: APIParameters.choice(["v4", "v5"]), description: "The API's version."), spacexList,
            ], readsBody: true),
        Operation(method: .get, template: .mirrorSWAPIRoot, id: "mirrorSWAPIRoot", summary: "SWAPI (swapi.dev): each resource's list."),
        Operation(
            method: .get, template: .mirrorSWAPIList, id: "mirrorSWAPIList",
            summary: "SWAPI (swapi.dev): a page of 10 (`page`), or those whose name holds `search`.", parameters: [swapiResource]),
        Operation(
            method: .get, template: .mirrorSWAPIRecord, id: "mirrorSWAPIRecord", summary: "SWAPI (swapi.dev): one record.",
            parameters: [swapiResource, recordID]),
        Operation(
            method: .get, template: .mirrorRandomFact, id: "mirrorRandomFact",
            summary: "chucknorris.io: a random joke, of a `category` (or one of several, comma-separated) if named."),
        Operation(method: .get, template: .mirrorFactCategories, id: "mirrorFactCategories", summary: "chucknorris.io: the categories."),
        Operation(
            method: .get, template: .mirrorFactSearch, id: "mirrorFactSearch",
            summary: "chucknorris.io: every joke holding `query` (3 to 120 characters), as `{total, result}`.",
            parameters: [
                APIParameters.query(
                    "query", .string(minLength: 3, maxLength: 120), "The text to find.", required: true, example: "kick")
            ]),
        Operation(method: .get, template: .mirrorFact, id: "mirrorFact", summary: "chucknorris.io: one joke by id.", parameters: [recordID]),
        Operation(
            method: .get, template: .mirrorForecast, id: "mirrorForecast",
            summary: "Open-Meteo: the forecast kept nearest the coordinates (within 0.25°), as Open-Meteo sent it; a 404 where none is kept.",
            parameters: [
                APIParameters.query(
                    "latitude", .number(maximum: (90, exclusive: false), minimum: (-90, exclusive: false)), "Degrees north.", required: true,
                    example: 55.68),
                APIParameters.query(
                    "longitude", .number(maximum: (180, exclusive: false), minimum: (-180, exclusive: false)), "Degrees east.", required: true,
                    example: 12.57),
            ]),
        Operation(
            method: .get, template: .mirrorGeocoding, id: "mirrorGeocoding",
            summary: "Open-Meteo's geocoder: the kept places whose name starts with `name`, at most `count`."),
        Operation(
            method: .get, template: .mirrorLaunchLibrary, id: "mirrorLaunchLibrary",
            summary: launchLibraryList("Launch Library 2: every launch kept, soonest first")),
        Operation(
            method: .get, template: .mirrorLaunchLibraryUpcoming, id: "mirrorLaunchLibraryUpcoming",
            summary: launchLibraryList("Launch Library 2: the upcoming launches, soonest first")),
        Operation(
            method: .get, template: .mirrorLaunchLibraryPrevious, id: "mirrorLaunchLibraryPrevious",
            summary: launchLibraryList("Launch Library 2: the previous launches, latest first")),
        Operation(
            method: .get, template: .mirrorLaunchLibraryLaunch, id: "mirrorLaunchLibraryLaunch",
            summary: "Launch Library 2: one launch as it sent it.", parameters: [recordID]),
        Operation(method: .get, template: .mirrorAgencies, id: "mirrorAgencies", summary: referenceList("agencies")),
        Operation(method: .get, template: .mirrorAstronauts, id: "mirrorAstronauts", summary: referenceList("astronauts")),
        Operation(method: .get, template: .mirrorSpaceStations, id: "mirrorSpaceStations", summary: referenceList("space stations")),
        Operation(method: .get, template: .mirrorSpacecraft, id: "mirrorSpacecraft", summary: referenceList("kinds of spacecraft")),
    ]

    private static let spacexVersion = OpenAPI.Parameter.path(
        name: "version", schema: APIParameters.choice(["v3", "v4", "v5"]), description: "The API's version.")
    private static let spacexList = OpenAPI.Parameter.path(
        name: "list", schema: .string(minLength: 1, maxLength: 40),
        description: "`launches`, `rockets`, `launchpads`, `cores`, `landpads`, `company` (v3: `launches`, `info`).")
    private static let swapiResource = OpenAPI.Parameter.path(
        name: "resource", schema: APIParameters.choice(GalaxyResource.allCases.map(\.rawValue)), description: "The resource.")
    private static let recordID = OpenAPI.Parameter.path(name: "id", schema: .string(minLength: 1, maxLength: 64), description: "The record's id.")

    private static func launchLibraryList(_ words: String) -> String {
        "\(words): pages of `limit` (10, at most 100) from `offset`, filtered by `lsp__id`, `net__gt(e)`, `net__lt(e)`, `last_updated__gte`, `search`."
    }

    private static func referenceList(_ name: String) -> String { "Launch Library 2: the \(name), paged by `limit` and `offset`." }

    /// Pass-through: any JSON on success; the upstream's error words (JSON or text) otherwise.
    private static func openAPIOperation(_ operation: Operation) -> OpenAPI.Operation {
        let json = OpenAPI.Content(schema: JSONSchema.fragment(.init(description: "As the upstream answers.")))
        let either: OpenAPI.Content.Map = [.json: .content(json), .txt: .content(OpenAPI.Content(schema: JSONSchema.string))]
        var responses: OpenAPI.Response.Map = [
            200: .response(description: "The upstream's answer, from the store.", content: [.json: .content(json)]),
            400: .response(description: "Refused, in the upstream's words.", content: either),
            404: .response(description: "Not kept, in the upstream's words.", content: either),
            429: .response(description: HTTPStatusWords.phrase(429), content: either),
        ]
        if operation.method == .get {
            responses[304] = .response(description: HTTPStatusWords.phrase(304))
        } else {
            responses[403] = .response(description: HTTPStatusWords.phrase(403), content: either)
            responses[413] = .response(description: HTTPStatusWords.phrase(413), content: either)
        }
        let body =
            operation.readsBody
            ? OpenAPI.Request(content: [.json: .content(.init(schema: .object(description: "`query` and `options`.")))], required: false) : nil
        return OpenAPI.Operation(
            summary: operation.summary, operationId: operation.id, parameters: operation.parameters.map { .parameter($0) },
            requestBody: body, responses: responses)
    }
}
