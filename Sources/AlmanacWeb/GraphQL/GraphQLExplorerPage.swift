import AlmanacGraphQL
import AlmanacPresentation

/// `/graphql` in a browser: a query box, the result laid out beneath it, example queries, and
/// the schema's types and fields listed beside it (below it on a phone). A plain form that works
/// without scripts; with them, Run answers in place (Ctrl+Enter too).
struct GraphQLExplorerPage: PageView {
    let query: String
    let variables: String
    /// The answer's JSON, laid out; nil before anything ran.
    let result: String?
    let outline: GraphSchemaOutline

    var title: String { "GraphQL" }

    var body: HTML {
        """
        <h1>GraphQL</h1>
        <p class="lead">One query for anything Almanac holds, from its own store: the Star Wars data in the <a href="https://github.com/graphql/swapi-graphql">swapi-graphql</a> schema, and launches, rockets, boosters, facts, your saved cities and every dataset's status in the same style. Clients <code>POST</code> JSON to <code>\(Route.graphQL())</code> or <code>GET</code> it with <code>query=</code>; the <a href="\(Route.graphQLSchema)">schema</a> is in GraphQL's own language.</p>
        <div class="graphql">
          <form class="filters graphql-form" method="get" action="\(Route.graphQL())" data-graphql>
            <div class="field"><label for="graphql-query">Query</label><textarea id="graphql-query" name="query" rows="12" spellcheck="false" autocapitalize="off" autocomplete="off">\(query)</textarea></div>
            <details class="fold graphql-variables"\(HTML.when(!variables.isEmpty, " open"))><summary>Variables (JSON)</summary><div class="field"><label for="graphql-variables">Variables</label><textarea id="graphql-variables" name="variables" rows="3" spellcheck="false" autocapitalize="off" autocomplete="off">\(variables)</textarea></div></details>
            <div class="field buttons"><button type="submit">Run</button></div>
          </form>
          <section class="graphql-result" aria-labelledby="graphql-result-heading">
            <h2 id="graphql-result-heading">Result</h2>
            <pre id="graphql-result" tabindex="0" aria-live="polite">\(result ?? "Run a query to see its answer here.")</pre>
          </section>
          <section class="graphql-examples">
            <h2>Examples</h2>
            <ul>\(GraphQLExamples.all.map { "<li><a href=\"\(Route.graphQL(query: $0.query))\">\($0.title)</a></li>" as HTML })</ul>
          </section>
          <section class="graphql-schema" aria-labelledby="graphql-schema-heading">
            <h2 id="graphql-schema-heading">Types and fields</h2>
            \(outline.types.map(Self.type))
          </section>
        </div>
        """
    }

    private static func type(_ type: GraphSchemaOutline.TypeOutline) -> HTML {
        let fields = type.fields.map { field -> HTML in
            let arguments: HTML = field.arguments.isEmpty ? .empty : "<span class=\"graphql-arguments\">(\(field.arguments))</span>"
            let description: HTML = field.description.map { "<span class=\"graphql-description\">\($0)</span>" } ?? .empty
            return "<li><code>\(field.name)\(arguments): \(field.type)</code>\(description)</li>"
        }
        let description: HTML = type.description.map { "<p class=\"note\">\($0)</p>" } ?? .empty
        return """
            <details class="fold graphql-type" id="type-\(type.name)"><summary><code>\(type.name)</code></summary>\(description)<ul>\(HTML(joining: fields))</ul></details>
            """
    }
}
