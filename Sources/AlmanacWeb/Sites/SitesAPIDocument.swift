import AlmanacCore
import AlmanacPresentation
import OpenAPIKit

/// `/api/v1/sites` and `/api/v1/sites/{id}` in the OpenAPI document, with the shapes of their
/// answers (`LaunchSiteRowViewModel`, `LaunchSiteDetailViewModel`).
enum SitesAPIDocument {
    static let part = APIDocumentPart(
        operations: [
            APIDocument.Operation(
                .get, .apiSites, id: "sites", "Every launch site the stored launches left from, the busiest first.",
                data: APISchemas.list(of: "SiteRow")),
            APIDocument.Operation(
                .get, .apiSite, id: "site",
                "One launch site with its pads, by Launch Library 2's id, its name, or a part of its name no other site's holds.",
                parameters: [APIParameters.pathID(.string(minLength: 1), example: "mahia")], data: APISchemas.ref("SiteDetail"),
                statuses: [404]),
        ],
        schemas: ["SiteRow": row, "SiteDetail": detail, "LaunchMention": mention, "Pad": pad])

    private static let row = JSONSchema.object(properties: [
        "id": .integer, "name": .string, "countryText": .string, "launchCount": .integer, "launchesText": .string, "successText": .string,
        "padCount": .integer, "padsText": .string, "yearsText": .string,
    ])

    private static let mention = JSONSchema.object(properties: [
        "id": .string, "name": .string, "date": .string(format: .dateTime), "dateText": .string,
    ])

    private static let pad = JSONSchema.object(properties: [
        "id": .integer, "name": .string, "launchCount": .integer, "launchesText": .string, "successText": .string,
        "yearsText": .string, "coordinatesText": .string(required: false),
        "latitude": .number(required: false), "longitude": .number(required: false), "mapImageURL": .string(required: false),
        "wikiURL": .string(required: false), "first": APISchemas.ref("LaunchMention", required: false),
        "latest": APISchemas.ref("LaunchMention", required: false), "fastestTurnaroundText": .string(required: false),
        "fastestTurnaroundDuration": .string(required: false),
    ])

    private static let detail = JSONSchema.object(properties: [
        "summary": APISchemas.ref("SiteRow"), "timeZoneText": .string(required: false), "mapImageURL": .string(required: false),
        "facts": .array(items: APISchemas.labelled), "pads": .array(items: APISchemas.ref("Pad")),
    ])
}
