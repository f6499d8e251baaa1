import AlmanacCore
import GraphQL
import OrderedCollections

/// Relay's shared pieces, named and shaped as swapi-graphql has them: the `Node` interface,
/// `PageInfo`, and a `…Connection` / `…Edge` pair per list.
final class RelayTypes: Sendable {
    let node: GraphQLInterfaceType
    let pageInfo: GraphQLObjectType

    init() throws {
        node = try GraphQLInterfaceType(
            name: "Node", description: "An object with an ID",
            fields: ["id": GraphQLField(type: GraphQLNonNull(GraphQLID), description: "The id of the object.")],
            resolveType: { value, _ in
                switch value {
                case let record as GalaxyRecord: record.reference.resource.graphTypeName
                case is Launch: LaunchGraphTypes.launchName
                case is Rocket: LaunchGraphTypes.rocketName
                default: throw GraphFailure("no type for \(type(of: value))")
                }
            })
        typealias Info = ConnectionPage.PageInfo
        pageInfo = try GraphQLObjectType(
            name: "PageInfo", description: "Information about pagination in a connection.",
            fields: [
                "hasNextPage": GraphField.value(Info.self, GraphQLNonNull(GraphQLBoolean), "When paginating forwards, are there more items?") {
                    $0.hasNextPage
                },
                "hasPreviousPage": GraphField.value(
                    Info.self, GraphQLNonNull(GraphQLBoolean), "When paginating backwards, are there more items?"
                ) { $0.hasPreviousPage },
                "startCursor": GraphField.value(Info.self, GraphQLString, "When paginating backwards, the cursor to continue.") {
                    $0.startCursor
                },
                "endCursor": GraphField.value(Info.self, GraphQLString, "When paginating forwards, the cursor to continue.") {
                    $0.endCursor
                },
            ])
    }

    /// `<prefix>Connection` with `pageInfo`, `edges`, `totalCount` and the nodes as `listField`,
    /// and its `<prefix>Edge`.
    func connection(_ prefix: String, of nodeType: any GraphQLOutputType, listField: String) throws -> GraphQLObjectType {
        typealias Edge = ConnectionPage.Edge
        let edge = try GraphQLObjectType(
            name: prefix + "Edge", description: "An edge in a connection.",
            fields: [
                "node": GraphField.value(Edge.self, nodeType, "The item at the end of the edge") { $0.node },
                "cursor": GraphField.value(Edge.self, GraphQLNonNull(GraphQLString), "A cursor for use in pagination") { $0.cursor },
            ])
        return try GraphQLObjectType(
            name: prefix + "Connection", description: "A connection to a list of items.",
            fields: [
                "pageInfo": GraphField.value(ConnectionPage.self, GraphQLNonNull(pageInfo), "Information to aid in pagination.") {
                    $0.pageInfo
                },
                "edges": GraphField.value(ConnectionPage.self, GraphQLList(edge), "A list of edges.") { $0.edges },
                "totalCount": GraphField.value(
                    ConnectionPage.self, GraphQLInt, "How many items the whole list has, whatever the page's arguments."
                ) { $0.totalCount },
                listField: GraphField.value(
                    ConnectionPage.self, GraphQLList(nodeType), "The page's items without their edges (`edges { node }` for cursors)."
                ) { page in page.edges.map(\.node) },
            ])
    }

    /// A field that answers with a connection and takes `first`, `after`, `last`, `before` (and `arguments`).
    static func connectionField<Source: Sendable>(
        _: Source.Type, _ type: GraphQLObjectType, _ description: String? = nil, arguments: GraphQLArgumentConfigMap = [:],
        resolve: @escaping @Sendable (Source, Map, ConnectionArguments, GraphContext) async throws -> ConnectionPage
    ) -> GraphQLField {
        var all = ConnectionArguments.definitions
        for (name, argument) in arguments { all[name] = argument }
        return GraphField.of(Source.self, type, description, args: all) { source, map, context in
            try await resolve(source, map, try ConnectionArguments(map), context)
        }
    }
}
