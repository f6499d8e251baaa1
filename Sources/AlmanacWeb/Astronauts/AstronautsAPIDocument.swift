import AlmanacCore
import AlmanacPresentation
import OpenAPIKit

/// `/api/v1/astronauts[/{id}]`, `/api/v1/stations[/{id}]` and `/api/v1/spacecraft[/{id}]` in the OpenAPI document: their
/// parameters, read from the rules that check them (`AstronautQuery`), and their answers' shapes.
enum AstronautsAPIDocument {
    static let part = APIDocumentPart(
        operations: [
            APIDocument.Operation(
                .get, .apiAstronauts, id: "astronauts",
                "Launch Library 2's astronauts, filtered by name, agency, nationality and status, ordered and paged; an agency or nationality no astronaut has is a 404 naming examples.",
                parameters: [search, agency, nationality, status, sort, APIParameters.page, APIParameters.limit],
                data: APISchemas.list(of: "AstronautRow"), statuses: [404]),
            APIDocument.Operation(
                .get, .apiAstronaut, id: "astronaut",
                "One astronaut, by Launch Library 2's id, whole name or a part of a name no other has; each flight names the stored launch's id when the store holds it.",
                parameters: [APIParameters.pathID(.string(minLength: 1), example: "276")], data: APISchemas.ref("AstronautDetail"),
                statuses: [404]),
            APIDocument.Operation(
                .get, .apiStations, id: "stations", "How many people are in space, the space stations in orbit, then the former ones.",
                data: APISchemas.ref("Stations")),
            APIDocument.Operation(
                .get, .apiStation, id: "station",
                "One space station by id or name, with what is docked and the crew each vehicle's launch carried (as launched).",
                parameters: [APIParameters.pathID(.string(minLength: 1), example: "4")], data: APISchemas.ref("StationDetail"),
                statuses: [404]),
            APIDocument.Operation(
                .get, .apiSpacecraftList, id: "spacecraftList", "Launch Library 2's kinds of spacecraft: those in use, then the retired.",
                data: APISchemas.ref("SpacecraftList")),
            APIDocument.Operation(
                .get, .apiSpacecraft, id: "spacecraft",
                "One kind of spacecraft by id or name, with the stored launches whose records name it and where one is docked now.",
                parameters: [APIParameters.pathID(.string(minLength: 1), example: "6")], data: APISchemas.ref("SpacecraftDetail"),
                statuses: [404]),
        ],
        schemas: [
            "AstronautRow": astronautRow, "AstronautDetail": astronautDetail, "Stations": stations, "StationRow": stationRow,
            "StationDetail": stationDetail, "InSpace": inSpace, "SpacecraftRow": spacecraftRow, "SpacecraftList": spacecraftList,
            "SpacecraftDetail": spacecraftDetail,
        ])

    private static let search = APIParameters.query(
        "q", APIParameters.text(AstronautQuery.textLimit), "Every word in the name.", example: "whitson")
    private static let agency = APIParameters.query(
        "agency", APIParameters.text(AstronautQuery.textLimit), "An agency's abbreviation or name an astronaut flies for.", example: "NASA")
    private static let nationality = APIParameters.query(
        "nationality", APIParameters.text(AstronautQuery.textLimit), "A nationality an astronaut has.", example: "American")
    private static let status = APIParameters.query(
        "status", APIParameters.choice(AstronautCondition.allCases.map(\.rawValue)),
        "In space now (where the records say so), active, retired or deceased.")
    private static let sort = APIParameters.query(
        "sort", APIParameters.choice(AstronautQuery.Sort.allCases.map(\.rawValue)), "Most flights first (the default), first flight, or name.")

    private static let crew = JSONSchema.array(
        items: .object(properties: ["name": .string, "role": .string(required: false), "astronautID": .integer(required: false)]))

    private static let astronautRow = JSONSchema.object(properties: [
        "id": .integer, "name": .string, "agency": .string(required: false), "nationalityText": .string, "flightCount": .integer,
        "flightsText": .string, "firstFlightText": .string(required: false), "statusText": .string(required: false),
        "imageURL": .string(required: false),
    ])

    private static let astronautDetail = JSONSchema.object(properties: [
        "summary": APISchemas.ref("AstronautRow"), "biography": .string(required: false), "facts": .array(items: APISchemas.labelled),
        "flights": .array(items: .object(properties: ["name": .string, "dateText": .string, "launchID": .string(required: false)])),
    ])

    private static let inSpace = JSONSchema.object(properties: [
        "total": .integer, "headline": .string, "aboard": .array(items: .string),
        "named": .array(items: .object(properties: ["id": .integer, "name": .string])),
    ])

    private static let stationRow = JSONSchema.object(properties: [
        "id": .integer, "name": .string, "statusText": .string, "yearsText": .string, "onboardText": .string(required: false),
        "ownersText": .string, "imageURL": .string(required: false),
    ])

    private static let stations = JSONSchema.object(properties: [
        "inSpace": APISchemas.ref("InSpace"), "active": APISchemas.list(of: "StationRow"), "former": APISchemas.list(of: "StationRow"),
    ])

    private static let stationDetail = JSONSchema.object(properties: [
        "summary": APISchemas.ref("StationRow"), "description": .string(required: false), "facts": .array(items: APISchemas.labelled),
        "expeditions": .array(items: .object(properties: ["name": .string, "datesText": .string, "crew": crew])),
        "docked": .array(
            items: .object(properties: [
                "port": .string, "spacecraft": .string, "spacecraftID": .integer(required: false), "dockedText": .string(required: false),
                "launchID": .string(required: false),
                "launchName": .string(required: false), "launchedCrew": crew,
            ])),
    ])

    private static let spacecraftRow = JSONSchema.object(properties: [
        "id": .integer, "name": .string, "type": .string(required: false), "agency": .string(required: false), "inUse": .boolean,
        "humanRated": .boolean(required: false), "statusText": .string, "crewText": .string(required: false),
        "launchesText": .string(required: false), "imageURL": .string(required: false),
    ])

    private static let spacecraftList = JSONSchema.object(properties: [
        "inUse": APISchemas.list(of: "SpacecraftRow"), "retired": APISchemas.list(of: "SpacecraftRow"),
    ])

    private static let spacecraftDetail = JSONSchema.object(properties: [
        "summary": APISchemas.ref("SpacecraftRow"), "capability": .string(required: false), "description": .array(items: .string),
        "facts": .array(items: APISchemas.labelled),
        "flights": .array(
            items: .object(properties: ["launchID": .string, "name": .string, "dateText": .string, "vehicle": .string(required: false)])),
        "docked": .array(items: .object(properties: ["stationID": .integer, "station": .string, "port": .string, "vehicle": .string])),
        "flightsNote": .string(required: false), "wikiURL": .string(required: false),
    ])
}
