import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird
import OpenAPIKit

/// The OpenAPI 3.1 document of the JSON API, served at `/api/v1/openapi.json`: every operation
/// with its parameters (`APIParameters`), body, answers and their shapes (`APISchemas`). Built
/// from the route templates the router registers, so a path is spelled once; tests check that
/// every routed API operation is here and every operation here is routed, and that the API's
/// real answers fit the schemas; schemathesis fuzzes the server against it in CI.
enum APIDocument {
    /// One operation: its method, template, words, inputs and the shape of its answer.
    struct Operation {
        let method: OpenAPI.HttpMethod
        let template: RouteTemplate
        /// The documented path: the template, or with `{resource}` filled in for one resource.
        var path: String
        let id: String
        let summary: String
        var parameters: [OpenAPI.Parameter]
        var body: JSONSchema?
        /// The shape of `data` in the answer.
        var data: JSONSchema
        var success: Int
        /// Answers besides those every operation of its kind gives (see `statuses`).
        var extraStatuses: [Int]
        /// Operations to follow up with, using values of the answer (for clients and fuzzers).
        var links: OpenAPI.Link.Map

        init(
            _ method: OpenAPI.HttpMethod, _ template: RouteTemplate, id: String, _ summary: String, parameters: [OpenAPI.Parameter] = [],
            body: JSONSchema? = nil, data: JSONSchema, success: Int = 200, statuses: [Int] = [], links: OpenAPI.Link.Map = [:],
            readsTimeZone: Bool = true
        ) {
            self.method = method
            self.template = template
            path = template.pattern
            self.id = id
            self.summary = summary
            // An operation that writes dates in the viewer's zone reads it (all but the profile's).
            self.parameters = parameters + (readsTimeZone ? [APIParameters.timeZone] : [])
            self.body = body
            self.data = data
            self.success = success
            extraStatuses = statuses
            self.links = links
        }

        /// Every answer it can give: its success; 304 for a GET (answers carry an ETag); 400
        /// for a malformed parameter (`tz` at least); 401 for a bearer token naming no profile;
        /// 403 for a cross-site write; 413 and 415 for a body too large or not JSON; and its own.
        var statuses: [Int] {
            var all: Set<Int> = [success, 400, 401]
            if method == .get { all.insert(304) }
            if method != .get { all.insert(403) }
            if body != nil { all.formUnion([413, 415]) }
            return all.union(extraStatuses).sorted()
        }
    }

    static let operations: [Operation] =
        spacex + datasetParts.flatMap(\.operations) + galaxy + facts + weather + status + profile + stars + reminders + search

    /// The parts datasets describe in their own folders (`AgenciesAPIDocument`): a new dataset's
    /// operations and schemas join the document by one entry here.
    static let datasetParts: [APIDocumentPart] = [
        AgenciesAPIDocument.part, SitesAPIDocument.part, LaunchersAPIDocument.part, AstronautsAPIDocument.part,
    ]

    private static let spacex: [Operation] = [
        Operation(
            .get, .apiCompany, id: "company", "The SpaceX company (a 404 until the SpaceX data is stored).", data: APISchemas.ref("Company"),
            statuses: [404]),
        Operation(
            .get, .apiLaunches, id: "launches",
            "Launches of every provider from both sources (Launch Library 2 and the SpaceX API), filtered, sorted and paged; filters narrow one another.",
            parameters: [
                APIParameters.year, APIParameters.fromMonth, APIParameters.toMonth, APIParameters.outcome, APIParameters.launchSearch,
            ] + APIParameters.launchLinks + [APIParameters.dateOrder, APIParameters.page, APIParameters.limit],
            data: APISchemas.list(of: "LaunchRow"), statuses: [404]),
        Operation(
            .get, .apiLaunchChanges, id: "launchChanges",
            "The schedule changes Almanac saw (moves, holds, scrubs, lift-offs, results) of the launches the list's filters keep, newest first, paged.",
            parameters: [
                APIParameters.year, APIParameters.fromMonth, APIParameters.toMonth, APIParameters.outcome, APIParameters.launchSearch,
            ] + APIParameters.launchLinks + [APIParameters.page, APIParameters.limit],
            data: APISchemas.list(of: "LaunchChangeRow"), statuses: [404]),
        Operation(
            .get, .apiLaunch, id: "launch", "One launch, by the SpaceX API's id or Launch Library's.",
            parameters: [
                APIParameters.pathID(.string(minLength: 1), example: "5eb87cd9ffd86e000604b32a"), APIParameters.units,
            ], data: APISchemas.ref("LaunchDetail"), statuses: [404]),
        Operation(
            .get, .apiRockets, id: "rockets", "The rockets catalogue.", parameters: [APIParameters.activeRockets, APIParameters.rocketOrder],
            data: APISchemas.list(of: "RocketRow")),
        Operation(
            .get, .apiRocket, id: "rocket", "One rocket, by id or name.",
            parameters: [
                APIParameters.pathID(.string(minLength: 1), example: "5e9d0d95eda69973a809d1ec")
            ], data: APISchemas.ref("RocketDetail"), statuses: [404]),
        Operation(.get, .apiLaunchStats, id: "launchStats", "Launches per UTC year and outcome.", data: APISchemas.list(of: "LaunchYear")),
        Operation(
            .get, .apiLaunchStatistics, id: "launchStatistics",
            "Launches per UTC year by country and by provider (the six busiest named, the rest as `Others`), success by rocket family, and the records (a 404 until launches are stored).",
            data: APISchemas.ref("LaunchStatistics"), statuses: [404]),
        Operation(
            .get, .apiBoosters, id: "boosters", "Every first-stage booster the stored launches name, in serial order.",
            data: APISchemas.list(of: "BoosterRow")),
        Operation(
            .get, .apiBooster, id: "booster", "One booster by its serial (case ignored), with every stored launch it flew or is to fly.",
            parameters: [APIParameters.pathID(.string(minLength: 1), example: "B1067")], data: APISchemas.ref("BoosterDetail"),
            statuses: [404]),
    ]

    /// One list and one record operation per resource, each with its own sort fields.
    private static let galaxy: [Operation] =
        [
            Operation(
                .get, .apiGalaxy, id: "galaxy", "The Star Wars resources and how many records each holds.",
                data: APISchemas.list(of: "GalaxyResource"))
        ]
        + GalaxyResource.allCases.flatMap { resource -> [Operation] in
            var list = Operation(
                .get, .apiGalaxyList, id: "\(resource.rawValue)List", "\(resource.title): the records, searched, sorted and paged.",
                parameters: [
                    APIParameters.galaxySearch, APIParameters.galaxyOrder(resource), APIParameters.direction, APIParameters.page, APIParameters.limit,
                ], data: APISchemas.list(of: "GalaxyRow"))
            var record = Operation(
                .get, .apiGalaxyRecord, id: "\(resource.rawValue)Record", "One of the \(resource.rawValue), with its links named.",
                parameters: [
                    APIParameters.galaxyID
                ], data: APISchemas.ref("GalaxyRecord"), statuses: [404])
            list.path = RouteTemplate.apiGalaxyList.path(resource.rawValue)
            record.path = RouteTemplate.apiGalaxyRecord.path(resource.rawValue)
            return [list, record]
        }

    private static let facts: [Operation] = [
        Operation(
            .get, .apiFactsSearch, id: "factsSearch", "Chuck Norris facts containing a term (upstream first, saved facts offline).",
            parameters: [
                APIParameters.factSearch, APIParameters.page, APIParameters.limit, APIParameters.safeMode,
            ], data: APISchemas.list(of: "Fact"), statuses: [429]),
        Operation(
            .get, .apiRandomFact, id: "randomFact", "A random fact, of a category if given (upstream first, a saved one offline).",
            parameters: [
                APIParameters.category, APIParameters.safeMode,
            ], data: APISchemas.ref("Fact"), statuses: [404, 429]),
        Operation(.get, .apiFactOfTheDay, id: "factOfTheDay", "The fact of the viewer's day.", data: APISchemas.ref("Fact"), statuses: [404]),
        Operation(
            .get, .apiFactCategories, id: "factCategories", "The fact categories.", parameters: [APIParameters.safeMode], data: .array(items: .string)
        ),
        Operation(.get, .apiRecentSearches, id: "recentSearches", "The searches made, newest first.", data: APISchemas.list(of: "RecentSearch")),
        Operation(.delete, .apiRecentSearches, id: "clearRecentSearches", "Forgets every recent search.", data: APISchemas.list(of: "RecentSearch")),
        Operation(
            .get, .apiFact, id: "fact", "One saved fact; one of the explicit category is a 403 in safe mode.",
            parameters: [
                APIParameters.factID, APIParameters.safeMode,
            ], data: APISchemas.ref("Fact"), statuses: [403, 404]),
    ]

    private static let weather: [Operation] = [
        Operation(
            .get, .apiWeather, id: "weather", "Every saved city with its weather now.", parameters: [APIParameters.units],
            data: APISchemas.list(of: "CityWeather")),
        Operation(.get, .apiCities, id: "cities", "The saved cities in their order.", data: APISchemas.list(of: "SavedCity")),
        Operation(
            .post, .apiCities, id: "addCity", "Saves a city: a place id from the place search, or a name and coordinates.",
            body: CityBody.schema, data: APISchemas.ref("SavedCity"), success: 201, statuses: [404, 409],
            links: [
                "forecast": .b(cityLink("forecast", "Its forecast.")),
                "moveCity": .b(cityLink("moveCity", "Move it.")),
                "removeCity": .b(cityLink("removeCity", "Remove it.")),
            ]),
        Operation(
            .delete, .apiCity, id: "removeCity", "Removes a saved city (the pages can put it back).", parameters: [APIParameters.cityID],
            data: APISchemas.ref("SavedCity"), statuses: [404]),
        Operation(
            .patch, .apiCity, id: "moveCity", "Moves a saved city to a position, from 1; a position past the end moves it last.",
            parameters: [APIParameters.cityID], body: CityBody.move, data: APISchemas.ref("SavedCity"), statuses: [404]),
        Operation(
            .get, .apiForecast, id: "forecast", "A saved city's forecast: now, hours and days.",
            parameters: [
                APIParameters.cityID, APIParameters.units, APIParameters.day,
            ], data: APISchemas.ref("CityWeather"), statuses: [404]),
        Operation(
            .get, .apiGeocode, id: "geocode", "Places whose name begins with the query (upstream first, saved places offline).",
            parameters: [
                APIParameters.placeSearch
            ], data: APISchemas.list(of: "Place"), statuses: [429]),
    ]

    private static let status: [Operation] = [
        Operation(
            .get, .apiStatus, id: "status", "Every dataset: records, freshness, last error, circuits.", data: APISchemas.list(of: "DatasetStatus")),
        Operation(
            .post, .apiRefresh, id: "refresh", "Asks the background refresher to refresh a dataset now.", parameters: [APIParameters.dataset],
            data: APISchemas.ref("RefreshAccepted"), success: 202, statuses: [404, 429]),
    ]

    private static let profile: [Operation] = [
        Operation(
            .get, .apiProfile, id: "profile",
            "What the caller's profile holds (see /settings): saved cities, recent searches, recently viewed records.",
            data: APISchemas.ref("Profile"), readsTimeZone: false),
        Operation(
            .delete, .apiProfile, id: "deleteProfile", "Deletes everything the caller's profile holds; answers with the now empty profile.",
            data: APISchemas.ref("Profile"), readsTimeZone: false),
    ]

    private static let stars: [Operation] = [
        Operation(
            .get, .apiStarred, id: "starred", "The caller's stars, newest first; a record a refresh removed stays, marked as no longer in the data.",
            data: APISchemas.list(of: "Star"), readsTimeZone: false),
        Operation(
            .put, .apiStar, id: "star", "Stars a record the store holds (again: it becomes the newest). A profile holds at most \(Stars.limit).",
            parameters: [APIParameters.starKind, APIParameters.starID], data: APISchemas.ref("StarState"), statuses: [404, 409, 429],
            readsTimeZone: false),
        Operation(
            .delete, .apiStar, id: "unstar", "Unstars a record; one not starred answers the same.",
            parameters: [APIParameters.starKind, APIParameters.starID], data: APISchemas.ref("StarState"), readsTimeZone: false),
    ]

    private static let search: [Operation] = [
        Operation(
            .get, .apiSearch, id: "search",
            "Launches, rockets, launch sites, agencies, astronauts, boosters, the Star Wars records, the stored facts and the caller's saved cities matching every word typed (whole or as a prefix), grouped by kind, best match first; from the store only, never an upstream.",
            parameters: [APIParameters.everythingSearch, APIParameters.safeMode], data: APISchemas.ref("SearchResults"))
    ]

    private static let reminders: [Operation] = [
        Operation(
            .get, .apiPushKey, id: "pushKey",
            "The server's VAPID public key, for a browser subscribing to reminders (404 where the server sends none).",
            data: APISchemas.ref("PushKey"), statuses: [404], readsTimeZone: false),
        Operation(
            .get, .apiReminders, id: "reminders", "The caller's reminder lead and the devices receiving reminders of starred launches.",
            data: APISchemas.ref("Reminders"), statuses: [404], readsTimeZone: false),
        Operation(
            .put, .apiReminderLead, id: "setReminderLead", "How long before a starred launch its reminder comes: 10, 60 or 1440 minutes.",
            body: ReminderBody.lead, data: APISchemas.ref("Reminders"), statuses: [404], readsTimeZone: false),
        Operation(
            .put, .apiReminderNotices, id: "setReminderNotices",
            "The kinds of notice turned off (an empty list turns every kind on): reminder, moved, scrubbed, webcast-live, launched, failed.",
            body: ReminderBody.notices, data: APISchemas.ref("Reminders"), statuses: [404], readsTimeZone: false),
        Operation(
            .put, .apiReminderWeather, id: "setWeatherAlerts",
            "What is pushed about the weather in the saved cities: the kinds of alert (none turns them off), the chance of rain worth a push (10–100 %), quiet hours and the day's summary time (HH:MM in each city's time; the same time twice is no quiet hours), and the saved cities nothing is pushed about (`mutedCities`, none when left out).",
            body: ReminderBody.weather, data: APISchemas.ref("Reminders"), statuses: [404], readsTimeZone: false),
        Operation(
            .post, .apiReminderDevices, id: "subscribeDevice",
            "Subscribes a browser (its PushSubscription.toJSON()): an https endpoint on a public host, at most \(PushReminders.subscriptionLimit) per profile.",
            body: ReminderBody.subscription, data: APISchemas.ref("Reminders"), success: 201, statuses: [404, 409], readsTimeZone: false),
        Operation(
            .delete, .apiReminderDevice, id: "removeDevice", "Stops reminders to one of the caller's devices.",
            parameters: [APIParameters.deviceID], data: APISchemas.ref("Reminders"), statuses: [404], readsTimeZone: false),
    ]

    /// The document itself: not a `{data, meta}` answer, so described apart from the others.
    static let documentPath = RouteTemplate.apiOpenAPI

    private static func cityLink(_ operation: String, _ description: String) -> OpenAPI.Link {
        OpenAPI.Link(
            operationId: operation,
            parameters: ["id": .a(OpenAPI.RuntimeExpression(rawValue: "$response.body#/data/id")!)],
            description: description
        )
    }

    /// The document, encoded once.
    static let json: Data = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(document)) ?? Data("{}".utf8)
    }()

    static var document: OpenAPI.Document {
        var paths: OpenAPI.PathItem.Map = [:]
        for operation in operations {
            let path = OpenAPI.Path(rawValue: operation.path)
            var item = paths[path]?.pathItemValue ?? OpenAPI.PathItem()
            item[operation.method] = openAPIOperation(operation)
            paths[path] = .pathItem(item)
        }
        var itself = OpenAPI.PathItem()
        itself.get = OpenAPI.Operation(
            summary: "This document.", operationId: "openAPI",
            responses: [
                200: .response(description: "The OpenAPI 3.1 document.", content: [.json: .content(.init(schema: .object))])
            ])
        paths[OpenAPI.Path(rawValue: documentPath.pattern)] = .pathItem(itself)
        for address in MovedAddress.api { paths[OpenAPI.Path(rawValue: address.from.pattern)] = .pathItem(movedItem(address)) }
        for (path, item) in MirrorAPIDocument.paths { paths[OpenAPI.Path(rawValue: path)] = .pathItem(item) }
        return OpenAPI.Document(
            openAPIVersion: .v3_1_1,
            info: .init(
                title: "Almanac",
                description:
                    "An offline-first explorer for public data APIs: every rocket launch since 1957, Star Wars, Chuck Norris facts, the weather.",
                version: "1"),
            servers: [], paths: paths,
            components: .init(schemas: APISchemas.components)
        )
    }

    /// An address that moved: deprecated, answered with 308 and where it went.
    private static func movedItem(_ address: MovedAddress) -> OpenAPI.PathItem {
        let implied = address.implied.map { " with `\($0.name)=\($0.value)` unless the query names one" } ?? ""
        var item = OpenAPI.PathItem()
        item.get = OpenAPI.Operation(
            summary: "Moved to `\(address.to.pattern)`: answered with a permanent redirect there, the rest of the path and the query kept\(implied).",
            operationId: address.operationID,
            parameters: address.from.pattern.contains("{id}") ? [.parameter(APIParameters.pathID(.string(minLength: 1), example: "l1"))] : [],
            responses: [
                308: .response(
                    description: HTTPStatusWords.phrase(308),
                    headers: ["Location": .header(.init(schema: .string, description: "The address it moved to."))])
            ],
            deprecated: true)
        return item
    }

    private static func openAPIOperation(_ operation: Operation) -> OpenAPI.Operation {
        var responses: OpenAPI.Response.Map = [:]
        for status in operation.statuses {
            let code = OpenAPI.Response.StatusCode(integerLiteral: status)
            switch status {
            case operation.success:
                let envelope = JSONSchema.object(properties: ["data": operation.data, "meta": APISchemas.ref("Meta")])
                responses[code] = .response(
                    OpenAPI.Response(description: "The answer.", content: [.json: .content(.init(schema: envelope))], links: operation.links))
            case 304:
                responses[code] = .response(description: HTTPStatusWords.phrase(status))
            default:
                responses[code] = .response(
                    description: HTTPStatusWords.phrase(status), content: [.json: .content(.init(schema: APISchemas.ref("Error")))])
            }
        }
        let request = operation.body.map { OpenAPI.Request(content: [.json: .content(.init(schema: $0))], required: true) }
        return OpenAPI.Operation(
            summary: operation.summary, operationId: operation.id,
            parameters: operation.parameters.map { .parameter($0) },
            requestBody: request,
            responses: responses
        )
    }
}

/// The two request bodies.
enum CityBody {
    private static let space = TypedSpace.regexClass

    /// A place from the place search, or a name with coordinates (and optionally a region, a
    /// country code and a time zone).
    static let schema = APIParameters.withExamples(
        JSONSchema.any(of: [
            .object(description: "A place from the place search.", properties: ["placeId": .string]),
            .object(
                description: "A place of one's own.",
                properties: [
                    "name": .string(pattern: TypedSpace.pattern(trimmedWithin: NewCity.textLimit.characters)),
                    "latitude": .number(maximum: (90, exclusive: false), minimum: (-90, exclusive: false)),
                    "longitude": .number(maximum: (180, exclusive: false), minimum: (-180, exclusive: false)),
                    "region": .string(required: false, nullable: true, maxLength: NewCity.maximumNameLength),
                    "country": .string(required: false, nullable: true, pattern: "^[\(space)]*([A-Za-z]{2})?[\(space)]*$"),
                    "timeZone": .one(of: [APISchemas.ref(APISchemas.timeZoneName), .null()], core: .init(required: false)),
                ]),
        ]),
        [
            AnyCodable(["placeId": "2618425"] as [String: any Sendable]),
            AnyCodable(["name": "Home", "latitude": 55.7, "longitude": 12.6, "country": "DK"] as [String: any Sendable]),
        ])

    static let move = APIParameters.withExamples(
        JSONSchema.object(properties: [
            "position": .integer(format: .int64, maximum: (Int(Int64.max), exclusive: false), minimum: (1, exclusive: false))
        ]), [AnyCodable(["position": 1] as [String: any Sendable])])
}

/// The reminders' request bodies.
enum ReminderBody {
    static let lead = APIParameters.withExamples(
        JSONSchema.object(properties: ["lead": APISchemas.IDs.reminderLead]), [AnyCodable(["lead": 60] as [String: any Sendable])])

    static let notices = APIParameters.withExamples(
        JSONSchema.object(properties: [
            "quiet": .array(maxItems: PushNotice.Kind.allCases.count * 2, items: APISchemas.IDs.noticeKind)
        ]), [AnyCodable(["quiet": ["moved"]] as [String: any Sendable])])

    static let weather = APIParameters.withExamples(
        JSONSchema.object(properties: [
            "alerts": .array(maxItems: WeatherAlert.Kind.allCases.count * 2, items: APISchemas.IDs.weatherAlertKind),
            "rainChance": .one(
                of: [
                    .integer(
                        maximum: (WeatherAlertSettings.rainChanceRange.upperBound, exclusive: false),
                        minimum: (WeatherAlertSettings.rainChanceRange.lowerBound, exclusive: false)),
                    .null(),
                ], core: .init(required: false)),
            "quiet": .one(
                of: [.object(properties: ["from": APISchemas.IDs.clockTime, "to": APISchemas.IDs.clockTime]), .null()], core: .init(required: false)),
            "mutedCities": .one(
                of: [
                    .array(maxItems: SavedCity.limit, items: .integer(maximum: (Int.max, exclusive: false), minimum: (1, exclusive: false))), .null(),
                ],
                core: .init(required: false)),
            "summaryAt": .one(
                of: [.string(pattern: "^(([01][0-9]|2[0-3]):[0-5][0-9])?$"), .null()], core: .init(required: false)),
        ]),
        [
            AnyCodable(
                ["alerts": ["rain-soon", "frost-tonight"], "rainChance": 60, "quiet": ["from": "22:00", "to": "07:00"], "summaryAt": "07:00"]
                    as [String: any Sendable])
        ])

    /// What a browser's `PushSubscription.toJSON()` gives (`expirationTime` is read and ignored).
    static let subscription = APIParameters.withExamples(
        JSONSchema.object(properties: [
            "endpoint": .string(format: .uri, maxLength: PushReminders.endpointLimit, pattern: "^https://"),
            "keys": .object(properties: [
                // 65 bytes starting 0x04 (an uncompressed point), and 16 bytes, unpadded base64url.
                "p256dh": .string(pattern: "^B[A-P][A-Za-z0-9_-]{84}[AEIMQUYcgkosw048]$"), "auth": .string(pattern: "^[A-Za-z0-9_-]{21}[AQgw]$"),
            ]),
        ]),
        [
            AnyCodable(
                [
                    "endpoint": "https://push.example.net/wpush/v2/gAAAAABh",
                    "keys": [
                        "p256dh": "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
                        "auth": "tBHItJI5svbpez7KI4CCXg",
                    ] as [String: any Sendable],
                ] as [String: any Sendable])
        ])
}

/// The reason phrase of the statuses the API answers with.
enum HTTPStatusWords {
    static func phrase(_ status: Int) -> String {
        switch status {
        case 308: "Moved for good: the answer's Location says where; the same request there answers."
        case 304: "Not modified: the answer's ETag matched If-None-Match."
        case 400: "The input was refused; the error says which field and why."
        case 401: "The bearer token names no profile on this server."
        case 403: "Not allowed: a write from another site, or a fact safe mode hides."
        case 404: "Nothing of that id or name is stored."
        case 409: "It is saved already, or the profile holds as many as it may; nothing changed."
        case 413: "The body is too large."
        case 415: "The body is not JSON."
        case 429: "Asked too often (a per-client limit on what reaches an upstream); try again after Retry-After."
        default: "HTTP \(status)"
        }
    }
}

/// Serves the document, and the reference page drawn from it.
struct APIDocumentController: Sendable {
    func addRoutes(pages: PageRoutes, api: APIRoutes) {
        pages.get(.apiDocs, .shared(nil)) { _, _ in APIDocsPage(operations: APIDocument.operations) }
        var document = EncodedBody(APIDocument.json, contentType: EncodedBody.json)
        document.cacheControl = "public, max-age=3600"
        api.raw(.apiOpenAPI, .fixed) { [document] request, _ in document.response(for: request) }
    }
}
