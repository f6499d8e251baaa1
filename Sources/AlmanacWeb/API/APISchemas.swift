import AlmanacCore
import AlmanacPresentation
import Foundation
import OpenAPIKit

/// The shapes of the API's answers, as the document's reusable schemas: one per view model the
/// API encodes. A property the model always has is required; an optional one is left out of the
/// JSON when it has no value (never `null`). Objects may gain properties later, so none is
/// closed. The test suite checks the API's real answers against these.
enum APISchemas {
    static let timeZoneName = "TimeZone"

    /// Every schema: these and those of the datasets' own parts (`APIDocument.datasetParts`).
    static let components: OpenAPI.ComponentDictionary<JSONSchema> = {
        var all = shared
        for part in APIDocument.datasetParts {
            for (name, schema) in part.schemas { all[name] = schema }
        }
        return all
    }()

    private static let shared: OpenAPI.ComponentDictionary<JSONSchema> = [
        "Meta": meta, "Error": error, .init(stringLiteral: timeZoneName): timeZone,
        "Company": company, "LaunchRow": launchRow, "LaunchChangeRow": launchChangeRow, "LaunchDetail": launchDetail, "Outcome": outcome,
        "RocketRow": rocketRow, "LaunchStatistics": launchStatistics, "RocketDetail": rocketDetail, "LaunchYear": launchYear,
        "BoosterFlight": boosterFlight, "BoosterRow": boosterRow, "BoosterDetail": boosterDetail,
        "GalaxyResource": galaxyResource, "GalaxyRow": galaxyRow, "GalaxyRecord": galaxyRecord, "GalaxyLink": galaxyLink,
        "Fact": fact, "RecentSearch": recentSearch,
        "Place": place, "SavedCity": savedCity, "CityWeather": cityWeather, "Day": day, "Hour": hour, "Condition": condition,
        "DatasetStatus": datasetStatus, "RefreshAccepted": refreshAccepted, "Profile": profile, "Star": star, "StarState": starState,
        "Reminders": reminders, "PushKey": pushKey, "SearchResults": searchResults,
    ]

    static func ref(_ name: String, required: Bool = true) -> JSONSchema {
        .reference(.component(named: name), required: required)
    }

    static func list(of name: String) -> JSONSchema { .array(items: ref(name)) }

    // MARK: Envelope

    /// What the answer was read from and how fresh it is; lists add their position, searches
    /// their term and source.
    static let meta = JSONSchema.object(
        description:
            "What the answer was read from, how fresh it is, the time zone used; a page of a list adds page, limit and total; shownWith the freshness of the other datasets it shows.",
        properties: [
            "dataset": .string(required: false), "refreshedAt": .string(format: .dateTime, required: false),
            "origin": .string(required: false), "originKind": .string(required: false), "stale": .boolean(required: false),
            "lastError": .string(required: false), "timeZone": .string(required: false), "generatedAt": .string(format: .dateTime, required: false),
            "page": .integer(required: false, minimum: (1, exclusive: false)), "limit": .integer(required: false, minimum: (1, exclusive: false)),
            "total": .integer(required: false, minimum: (0, exclusive: false)),
            "source": .string(required: false), "notice": .string(required: false), "failure": .string(required: false),
            "term": .string(required: false), "query": .string(required: false),
            "shownWith": .array(
                required: false,
                description:
                    "The freshness of each other dataset whose records the answer shows (a launch list's Launch Library 2 beside the SpaceX API).",
                items: .object(properties: [
                    "dataset": .string, "refreshedAt": .string(format: .dateTime, required: false), "origin": .string(required: false),
                    "originKind": .string(required: false), "stale": .boolean, "lastError": .string(required: false),
                ])),
        ])

    static let error = JSONSchema.object(
        description: "A refusal or failure: a stable code and a sentence naming what was wrong.",
        properties: [
            "error": .object(properties: ["code": .string, "message": .string])
        ])

    static let timeZone = JSONSchema.string(
        description: "An IANA time zone name.",
        allowedValues: Set(TimeZone.knownTimeZoneIdentifiers + ["UTC"]).sorted().map { AnyCodable($0) }
    )

    // MARK: SpaceX

    static let labelled = JSONSchema.object(properties: ["label": .string, "value": .string])
    static let link = JSONSchema.object(properties: ["label": .string, "url": .string])

    static let company = JSONSchema.object(properties: [
        "name": .string, "sentence": .string, "summary": .string(required: false),
        "facts": .array(items: labelled), "links": .array(items: link),
    ])

    static let outcome = JSONSchema.object(properties: [
        "code": IDs.outcome, "text": .string, "shortText": .string, "icon": .string, "datePassed": .boolean,
    ])

    static let launchRow = JSONSchema.object(properties: [
        "id": .string, "flightNumber": .integer, "name": .string, "date": .string(format: .dateTime),
        "datePrecision": IDs.datePrecision, "dateText": .string, "daysText": .string, "whenText": .string,
        "rocket": .object(required: false, properties: ["id": .string, "name": .string, "type": .string]),
        "provider": .object(required: false, properties: ["id": .string, "name": .string, "shortName": .string]),
        "rocketText": .string, "outcome": ref("Outcome"), "patchURL": .string(required: false),
        "source": IDs.launchSource, "sourceText": .string, "sourceShortText": .string,
        "status": .string(required: false), "isExact": .boolean, "isKnownToTheDay": .boolean, "countdownText": .string(required: false),
    ])

    static let launchSeries = JSONSchema.object(properties: [
        "link": .string, "most": .integer,
        "groups": .array(items: .object(properties: ["id": .string(required: false), "name": .string, "total": .integer])),
        "years": .array(items: .object(properties: ["year": .integer, "counts": .array(items: .integer), "total": .integer, "isCovered": .boolean])),
    ])

    static let launchStatistics = JSONSchema.object(properties: [
        "totalText": .string, "byCountry": launchSeries, "byProvider": launchSeries,
        "families": .array(
            items: .object(properties: [
                "name": .string, "launches": .integer, "successText": .string, "successRate": .integer(required: false),
            ])),
        "records": .array(
            items: .object(properties: [
                "label": .string, "value": .string, "launchFilters": .object(additionalProperties: .b(.string)),
                "siteID": .integer(required: false), "padID": .integer(required: false),
            ])),
    ])

    static let launchDetail = JSONSchema.object(properties: [
        "summary": ref("LaunchRow"), "timeText": .string,
        "launchpad": .object(
            required: false,
            properties: [
                "id": .string, "name": .string, "fullName": .string(required: false), "place": .string(required: false),
            ]),
        "site": .object(
            required: false,
            properties: ["id": .integer, "name": .string, "padID": .integer(required: false), "padName": .string(required: false)]),
        "failures": .array(items: .string), "details": .string(required: false), "links": .array(items: link),
        "patchLargeURL": .string(required: false), "imageIsPatch": .boolean, "launchLibraryFacts": .array(items: labelled),
        "configurationName": .string(required: false), "launcherID": .string(required: false), "boosters": list(of: "BoosterFlight"),
        "crew": .array(items: .object(properties: ["name": .string, "role": .string(required: false), "astronautID": .integer(required: false)])),
        "spacecraft": .array(
            items: .object(properties: ["name": .string, "kind": .string(required: false), "spacecraftID": .integer(required: false)])),
        "lastMove": .string(required: false),
        "changes": .array(items: launchChange),
        "webcasts": .array(
            items: .object(properties: [
                "label": .string, "url": .string, "isLive": .boolean, "publisher": .string(required: false),
                "language": .string(required: false), "kind": .string(required: false),
                "start": .string(format: .dateTime, required: false), "startText": .string(required: false),
            ])),
        "timeline": .array(
            items: .object(properties: [
                "name": .string, "description": .string(required: false), "offset": .integer, "offsetText": .string,
                "time": .string(format: .dateTime, required: false), "timeText": .string(required: false),
            ])),
        "timelineZero": .string(format: .dateTime, required: false),
        "padWeather": .object(
            required: false,
            properties: [
                "hours": .array(
                    items: .object(properties: [
                        "time": .string(format: .dateTime), "timeText": .string, "condition": .string, "wind": .string(required: false),
                        "gusts": .string(required: false), "rain": .string(required: false), "cloud": .string(required: false),
                        "visibility": .string(required: false), "isThunderstorm": .boolean,
                    ])),
                "summary": .string(required: false), "sourceText": .string,
                "units": .string(allowedValues: UnitSystem.allCases.map { AnyCodable($0.rawValue) }),
            ]),
        "updates": .array(
            items: .object(properties: [
                "text": .string, "timeText": .string, "time": .string(format: .dateTime), "author": .string(required: false),
                "url": .string(required: false),
            ])),
        "updatesNote": .string(required: false),
    ])

    /// A schedule change as a launch's page lists it.
    static let launchChange = JSONSchema.object(properties: [
        "recordedAt": .string(format: .dateTime), "recordedText": .string, "parts": .array(items: .string),
    ])

    /// A change in the slips view: the launch and what changed.
    static let launchChangeRow = JSONSchema.object(properties: ["launch": ref("LaunchRow"), "change": launchChange])

    static let boosterFlight = JSONSchema.object(
        description: "A first stage on a launch; serial is null when the source does not say which booster flew.",
        properties: [
            "serial": .string(required: false), "role": .string(required: false), "flightText": .string(required: false),
            "landingText": .string(required: false),
            "landingState": .string(required: false, allowedValues: ["landed", "lost", "planned", "expended"].map { AnyCodable($0) }),
            "turnaroundText": .string(required: false),
        ])

    static let boosterRow = JSONSchema.object(properties: [
        "serial": .string, "status": IDs.boosterStatus, "statusText": .string,
        "flights": .integer, "storedFlights": .integer, "landings": .integer, "flightsText": .string, "flightsShortText": .string,
        "landingsText": .string,
        "firstFlight": .string(format: .dateTime, required: false), "lastFlight": .string(format: .dateTime, required: false),
        "firstFlightText": .string(required: false), "lastFlightText": .string(required: false), "next": ref("LaunchRow", required: false),
    ])

    static let boosterDetail = JSONSchema.object(properties: [
        "summary": ref("BoosterRow"),
        "flights": .array(items: .object(properties: ["launch": ref("LaunchRow"), "stage": ref("BoosterFlight")])),
    ])

    static let rocketRow = JSONSchema.object(properties: [
        "id": .string, "name": .string, "type": .string, "active": .boolean, "statusText": .string,
        "firstFlightText": .string, "successRateText": .string, "costText": .string, "imageURL": .string(required: false),
    ])

    static let rocketDetail = JSONSchema.object(properties: [
        "summary": ref("RocketRow"), "description": .string(required: false), "wikipedia": .string(required: false),
        "specs": .array(items: labelled), "payloads": .array(items: labelled), "images": .array(items: .string),
    ])

    static let launchYear = JSONSchema.object(
        description: "One UTC year's launches by outcome; isCovered is false for an empty year the store has no data for.",
        properties: [
            "year": .integer, "success": .integer, "failure": .integer, "upcoming": .integer, "unknown": .integer,
            "total": .integer, "isCovered": .boolean,
        ])

    // MARK: Star Wars

    static let galaxyResource = JSONSchema.object(properties: [
        "type": IDs.galaxyResource, "title": .string, "count": .integer(minimum: (0, exclusive: false)), "url": .string,
    ])

    static let galaxyLink = JSONSchema.object(
        description: "A link to another record, named when it is stored (resolved).",
        properties: [
            "type": IDs.galaxyResource, "id": .integer, "name": .string(required: false), "resolved": .boolean, "text": .string,
        ])

    static let galaxyRow = JSONSchema.object(properties: [
        "type": IDs.galaxyResource, "id": .integer, "name": .string,
        "facts": .array(
            items: .object(properties: [
                "field": .string, "label": .string, "text": .string, "link": ref("GalaxyLink", required: false),
            ])),
    ])

    static let galaxyRecord = JSONSchema.object(properties: [
        "type": IDs.galaxyResource, "id": .integer, "name": .string, "kind": .string,
        "rows": .array(
            items: .object(
                description: "One field: a value with its text, paragraphs of a long text, or links.",
                properties: [
                    "field": .string, "label": .string, "value": .string(required: false), "text": .string(required: false),
                    "paragraphs": .array(required: false, items: .string), "links": .array(required: false, items: ref("GalaxyLink")),
                ])),
    ])

    // MARK: Facts

    static let fact = JSONSchema.object(properties: [
        "id": .string, "text": .string, "isShort": .boolean, "tags": .array(items: .string), "categories": .array(items: .string),
        "permalink": .string, "sourceURL": .string, "createdAt": .string(format: .dateTime, required: false),
    ])

    static let recentSearch = JSONSchema.object(properties: ["term": .string, "searchedAt": .string(format: .dateTime)])

    // MARK: Weather

    static let place = JSONSchema.object(properties: [
        "id": .string, "name": .string, "region": .string(required: false), "country": .string(required: false),
        "countryCode": .string, "population": .integer(required: false), "populationText": .string(required: false),
        "latitude": .number, "longitude": .number, "timeZone": .string(required: false), "detail": .string,
    ])

    static let savedCity = JSONSchema.object(properties: [
        "id": .integer(format: .int64, minimum: (1, exclusive: false)), "name": .string, "region": .string(required: false),
        "country": .string(required: false), "countryCode": .string, "latitude": .number, "longitude": .number,
        "timeZone": .string(required: false), "position": .integer(minimum: (1, exclusive: false)), "detail": .string,
    ])

    static let condition = JSONSchema.object(properties: ["text": .string, "icon": .string, "glyph": .string])

    static let day = JSONSchema.object(properties: [
        "day": .string, "label": .string, "dateText": .string, "temperatureMin": .number(required: false),
        "temperatureMax": .number(required: false), "rangeText": .string, "condition": ref("Condition"),
        "precipitationText": .string, "precipitationChanceText": .string, "sunriseText": .string, "sunsetText": .string,
        "hasSunOrRain": .boolean, "selected": .boolean, "url": .string,
        "uvIndexMax": .number(required: false), "windGustsMax": .number(required: false), "daylightText": .string(required: false),
        "extremesText": .string(required: false),
    ])

    static let hour = JSONSchema.object(properties: [
        "time": .string, "timeText": .string, "temperature": .number(required: false), "temperatureText": .string,
        "condition": ref("Condition"), "precipitationChanceText": .string, "precipitationText": .string(required: false),
    ])

    static let cityWeather = JSONSchema.object(properties: [
        "city": ref("SavedCity"), "units": .string(allowedValues: UnitSystem.allCases.map { AnyCodable($0.rawValue) }),
        "hasForecast": .boolean,
        "current": .object(
            required: false,
            properties: [
                "temperature": .number(required: false), "apparentTemperature": .number(required: false),
                "windSpeed": .number(required: false), "humidity": .number(required: false), "temperatureText": .string,
                "apparentTemperatureText": .string, "feelsLikeText": .string, "windText": .string, "humidityText": .string,
                "condition": ref("Condition"), "timeText": .string, "time": .string,
                "windDirection": .number(required: false, description: "Degrees the wind comes from (0 north, 90 east)."),
                "windGusts": .number(required: false), "pressure": .number(required: false, description: "hPa."),
                "visibility": .number(required: false, description: "Metres."), "visibilityText": .string(required: false),
                "precipitation": .number(required: false, description: "In the last hour."), "uvIndex": .number(required: false),
                "windDirectionText": .string(required: false), "gustsText": .string(required: false), "pressureText": .string(required: false),
                "precipitationText": .string(required: false), "uvText": .string(required: false),
            ]),
        "today": ref("Day", required: false), "days": list(of: "Day"), "selectedDay": .string(required: false),
        "hours": list(of: "Hour"),
        "chart": .object(
            required: false, description: "The next hours drawn as an SVG chart: coordinates and labels.",
            properties: [
                "summary": .string, "hasData": .boolean,
            ]),
        "timeZone": .string, "fetchedAt": .string(format: .dateTime, required: false), "freshnessText": .string(required: false),
        "staleText": .string(required: false),
        "isStale": .boolean, "notice": .string(required: false), "failure": .string(required: false),
        "nextAlertText": .string(
            required: false, description: "The soonest weather worth acting on: rain within 3 hours, a thunderstorm, frost tonight…"),
    ])

    // MARK: Status

    static let datasetStatus = JSONSchema.object(properties: [
        "dataset": IDs.dataset, "name": .string,
        "counts": .array(items: .object(properties: ["name": .string, "count": .integer(minimum: (0, exclusive: false))])),
        "countsText": .string, "refreshedAt": .string(format: .dateTime, required: false), "age": .string,
        "origin": .string(required: false), "originKind": .string(required: false), "lastError": .string(required: false),
        "lastErrorAt": .string(format: .dateTime, required: false), "failing": .boolean, "stale": .boolean,
        "maxAgeSeconds": .integer(required: false), "deferred": .string(required: false),
        "circuits": .array(
            items: .object(properties: [
                "host": .string, "state": APIParameters.choice(HostCircuit.State.allCases.map(\.rawValue)),
                "consecutiveFailures": .integer, "openUntil": .string(format: .dateTime, required: false), "lastFailure": .string(required: false),
            ])),
        "circuitText": .string,
    ])

    static let refreshAccepted = JSONSchema.object(properties: [
        "dataset": IDs.dataset, "state": .string(allowedValues: [AnyCodable("accepted")]),
    ])

    // MARK: Profiles

    static let profile = JSONSchema.object(
        description: "What a profile holds; a new visitor's holds nothing.",
        properties: [
            "createdAt": .string(format: .dateTime, required: false), "lastUsedAt": .string(format: .dateTime, required: false),
            "preferences": .object(
                description: "Units and safe mode, where the profile has chosen them.",
                properties: [
                    "units": APIParameters.choice(UnitSystem.allCases.map(\.rawValue)).optionalSchemaObject(),
                    "safeMode": APIParameters.choice(SafeMode.allCases.map(\.rawValue)).optionalSchemaObject(),
                ]),
            "savedCities": list(of: "SavedCity"), "recentSearches": list(of: "RecentSearch"),
            "recentlyViewed": .array(items: .object(properties: ["resource": IDs.galaxyResource, "id": .integer])),
            "stars": .array(
                items: .object(properties: ["kind": IDs.starKind, "id": .string, "name": .string, "starredAt": .string(format: .dateTime)])),
            "reminderLead": .one(of: [IDs.reminderLead, .null()], core: .init(required: false)),
            "reminderDevices": .array(items: reminderDevice),
        ])

    // MARK: Stars

    static let star = JSONSchema.object(
        description: "A starred record; one a refresh removed stays, with inData false and no href.",
        properties: [
            "kind": IDs.starKind, "kindText": .string, "id": .string, "name": .string, "starredAt": .string(format: .dateTime),
            "inData": .boolean, "href": .string(required: false), "starHref": .string,
        ])

    static let starState = JSONSchema.object(properties: ["kind": IDs.starKind, "id": .string, "starred": .boolean])

    // MARK: Search

    static let searchResults = JSONSchema.object(
        description: "What the one search box found, grouped by kind, the group with the best match first; from the store only.",
        properties: [
            "query": .string, "count": .integer(minimum: (0, exclusive: false)),
            "groups": .array(
                items: .object(properties: [
                    "kind": .string(allowedValues: SearchKind.allCases.map { AnyCodable($0.rawValue) }), "title": .string,
                    "results": .array(items: .object(properties: ["title": .string, "detail": .string(required: false), "href": .string])),
                    "total": .integer(minimum: (1, exclusive: false)), "moreHref": .string(required: false),
                ])),
        ])

    // MARK: Reminders

    static let reminders = JSONSchema.object(
        description: "The caller's reminders: minutes before a starred launch, the choices, and the devices receiving them.",
        properties: [
            "lead": IDs.reminderLead, "leadText": .string,
            "choices": .array(items: .object(properties: ["minutes": IDs.reminderLead, "text": .string, "chosen": .boolean])),
            "notices": .array(items: .object(properties: ["kind": IDs.noticeKind, "text": .string, "on": .boolean])),
            "weather": .object(properties: [
                "alerts": .array(items: .object(properties: ["kind": IDs.weatherAlertKind, "text": .string, "on": .boolean])),
                "rainChance": .integer,
                "quiet": .object(required: false, properties: ["from": IDs.clockTime, "to": IDs.clockTime]),
                "summaryAt": .string(required: false, pattern: IDs.clockTimePattern),
                "mutedCities": .array(items: .integer),
                "summaryText": .string,
            ]),
            "devices": .array(items: reminderDevice),
        ])

    static let reminderDevice = JSONSchema.object(properties: [
        "id": .string, "service": .string, "subscribedAt": .string(format: .dateTime), "removeHref": .string,
        "failingSince": .string(format: .dateTime).optionalSchemaObject(), "failingText": JSONSchema.string.optionalSchemaObject(),
    ])

    static let pushKey = JSONSchema.object(
        description: "The server's VAPID public key: the applicationServerKey a browser subscribes with.", properties: ["publicKey": .string])

    /// The closed vocabularies answers use, from the types that own them.
    enum IDs {
        static let outcome = APIParameters.choice(LaunchOutcome.allCases.map(\.rawValue))
        static let datePrecision = APIParameters.choice(DatePrecision.allCases.map(\.rawValue))
        static let launchSource = APIParameters.choice(LaunchProvenance.allCases.map(\.rawValue))
        static let galaxyResource = APIParameters.choice(GalaxyResource.allCases.map(\.rawValue))
        static let dataset = APIParameters.choice(DatasetID.allCases.map(\.rawValue))
        static let boosterStatus = APIParameters.choice(BoosterStatus.allCases.map(\.rawValue))
        static let starKind = APIParameters.choice(StarKind.allCases.map(\.rawValue))
        static let reminderLead = JSONSchema.integer(allowedValues: ReminderLead.allCases.map { AnyCodable($0.minutes) })
        static let noticeKind = JSONSchema.string(allowedValues: PushNotice.Kind.allCases.map { AnyCodable($0.rawValue) })
        static let weatherAlertKind = JSONSchema.string(allowedValues: WeatherAlert.Kind.allCases.map { AnyCodable($0.rawValue) })
        /// A time of day, HH:MM.
        static let clockTimePattern = "^([01][0-9]|2[0-3]):[0-5][0-9]$"
        static let clockTime = JSONSchema.string(pattern: clockTimePattern)
    }
}
