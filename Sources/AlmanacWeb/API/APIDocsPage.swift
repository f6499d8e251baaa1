import AlmanacPresentation
import OpenAPIKit

/// `/api/docs`: the JSON API's reference, drawn by the server from the same operations as the
/// OpenAPI document (no script, no outside stylesheet): each operation with its parameters, body
/// and answers.
struct APIDocsPage: PageView {
    let operations: [APIDocument.Operation]

    var title: String { "JSON API" }
    var apiLink: APIRoute? { .openAPIDocument }

    var body: HTML {
        """
        <h1>JSON API</h1>
        <p class="lead">Every screen's data as JSON under <code>/api/v1</code>: <code>{"data": …, "meta": …}</code>, or <code>{"error": {"code", "message"}}</code> with the status. The machine-readable contract is the <a href="\(APIRoute.openAPIDocument)">OpenAPI 3.1 document</a>. The same data answers <a href="\(Route.graphQL())">GraphQL</a> too, in one query for anything (<a href="\(Route.graphQLSchema)">its schema</a>).</p>
        <nav class="api-index" aria-label="Operations"><ul>\(operations.map { "<li><a href=\"#\($0.id)\"><code>\($0.method.rawValue.uppercased()) \($0.path)</code></a></li>" as HTML })</ul></nav>
        \(operations.map(Self.section))
        """
    }

    private static func section(_ operation: APIDocument.Operation) -> HTML {
        let parameters: HTML =
            operation.parameters.isEmpty
            ? "<p>No parameters.</p>"
            : """
            <table class="api-parameters"><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
            <tbody>\(operation.parameters.map(row))</tbody></table>
            """
        let body: HTML = operation.body.map { "<p>Body: JSON, \(describe($0)).</p>" } ?? .empty
        let answers = operation.statuses.map { status -> HTML in
            "<li><code>\(status)</code> \(status == operation.success ? "the answer" : HTTPStatusWords.phrase(status))</li>"
        }
        return """
            <section class="api-operation" id="\(operation.id)">
              <h2><code>\(operation.method.rawValue.uppercased()) \(operation.path)</code></h2>
              <p>\(operation.summary)</p>
              \(parameters)
              \(body)
              <ul class="api-answers">\(answers)</ul>
            </section>
            """
    }

    private static func row(_ parameter: OpenAPI.Parameter) -> HTML {
        let schema = parameter.schemaOrContent.schemaValue
        let required: HTML = parameter.required ? " <strong>required</strong>" : .empty
        return
            "<tr><th scope=\"row\"><code>\(parameter.name)</code></th><td>\(parameter.location.rawValue)</td><td>\(schema.map(describe) ?? "")\(required)</td><td>\(parameter.description ?? "")</td></tr>"
    }

    /// "string, one of asc, desc", "integer from 1 to 100", "object with position", "TimeZone".
    private static func describe(_ schema: JSONSchema) -> String {
        if case .reference(let reference, _) = schema.value { return reference.name ?? "any" }
        if case .any(let choices, _) = schema.value { return choices.map(describe).joined(separator: ", or ") }
        var words = schema.jsonType?.rawValue ?? "any"
        if let integer = schema.integerContext, let minimum = integer.minimum?.value {
            words += integer.maximum.map { " from \(minimum) to \($0.value)" } ?? " from \(minimum)"
        }
        if let values = schema.allowedValues, !values.isEmpty { words += ", one of " + values.map { "\($0.value)" }.joined(separator: ", ") }
        if let properties = schema.objectContext?.properties, !properties.isEmpty { words += " with " + properties.keys.joined(separator: ", ") }
        return words
    }
}
