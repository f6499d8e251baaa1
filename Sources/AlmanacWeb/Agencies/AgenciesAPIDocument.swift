import AlmanacCore
import AlmanacPresentation
import OpenAPIKit

/// `/api/v1/agencies` and `/api/v1/agencies/{id}` in the OpenAPI document: their parameters,
/// read from the rules that check them (`AgencyQuery`), and the shapes of their answers.
enum AgenciesAPIDocument {
    static let part = APIDocumentPart(
        operations: [
            APIDocument.Operation(
                .get, .apiAgencies, id: "agencies",
                "Launch Library 2's agencies by name, filtered by name, type and country and paged; a type or country no agency has is a 404 naming the choices.",
                parameters: [search, type, country, APIParameters.page, APIParameters.limit], data: APISchemas.list(of: "AgencyRow"),
                statuses: [404]),
            APIDocument.Operation(
                .get, .apiAgency, id: "agency", "One agency, by Launch Library 2's id or its abbreviation.",
                parameters: [APIParameters.pathID(.string(minLength: 1), example: "121")], data: APISchemas.ref("AgencyDetail"),
                statuses: [404]),
        ],
        schemas: ["AgencyRow": row, "AgencyDetail": detail])

    private static let search = APIParameters.query(
        "q", APIParameters.text(AgencyQuery.textLimit), "Every word in the name or abbreviation.", example: "rocket lab")
    private static let type = APIParameters.query(
        "type", APIParameters.text(AgencyQuery.textLimit), "A type the stored agencies have (Commercial, Government, …).",
        example: "Government")
    private static let country = APIParameters.query(
        "country", APIParameters.text(AgencyQuery.textLimit), "An ISO 3166 alpha-3 code an agency has.", example: "JPN")

    private static let row = JSONSchema.object(properties: [
        "id": .integer, "name": .string, "abbreviation": .string(required: false), "typeText": .string, "countriesText": .string,
        "launchCount": .integer, "launchesText": .string, "successText": .string,
    ])

    private static let detail = JSONSchema.object(properties: [
        "summary": APISchemas.ref("AgencyRow"), "description": .string(required: false), "facts": .array(items: APISchemas.labelled),
        "launchers": .array(items: .string), "spacecraft": .array(items: .string), "links": .array(items: APISchemas.labelled),
    ])
}
