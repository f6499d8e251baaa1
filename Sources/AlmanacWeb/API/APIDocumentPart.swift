import OpenAPIKit

/// A dataset's share of the OpenAPI document, kept in the dataset's folder: its operations and
/// the schemas they name. `APIDocument.datasetParts` lists every part.
struct APIDocumentPart {
    let operations: [APIDocument.Operation]
    let schemas: OpenAPI.ComponentDictionary<JSONSchema>
}
