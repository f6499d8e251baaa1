import AlmanacCore
import AlmanacPresentation
import OpenAPIKit

/// `/api/v1/launchers` and `/api/v1/launchers/{id}` in the OpenAPI document, with the shapes of
/// their answers (`LauncherRowViewModel`, `LauncherDetailViewModel`).
enum LaunchersAPIDocument {
    static let part = APIDocumentPart(
        operations: [
            APIDocument.Operation(
                .get, .apiLaunchers, id: "launchers", "Every rocket configuration the stored launches flew on, the most flown first.",
                data: APISchemas.list(of: "LauncherRow")),
            APIDocument.Operation(
                .get, .apiLauncher, id: "launcher",
                "One rocket configuration by its id (\"falcon-9-block-5\"), its name, or a part of its name no other rocket's holds.",
                parameters: [APIParameters.pathID(.string(minLength: 1), example: "electron")], data: APISchemas.ref("LauncherDetail"),
                statuses: [404]),
        ],
        schemas: ["LauncherRow": row, "LauncherDetail": detail])

    private static let row = JSONSchema.object(properties: [
        "id": .string, "name": .string, "familyText": .string, "providersText": .string, "launchCount": .integer,
        "launchesText": .string, "successText": .string, "yearsText": .string,
    ])

    private static let detail = JSONSchema.object(properties: [
        "summary": APISchemas.ref("LauncherRow"), "facts": .array(items: APISchemas.labelled),
        "providers": .array(items: .object(properties: ["id": .integer, "name": .string])),
    ])
}
