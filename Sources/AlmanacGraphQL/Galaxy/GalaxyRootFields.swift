import AlmanacCore
import GraphQL
import OrderedCollections

/// swapi-graphql's root fields: `allPeople`, `person(id:, personID:)` and the like for each
/// resource.
enum GalaxyRootFields {
    static func make(types: [GalaxyResource: GraphQLObjectType], relay: RelayTypes) throws -> GraphQLFieldMap {
        var fields: GraphQLFieldMap = [:]
        for resource in GalaxyResource.allCases {
            guard let type = types[resource] else { continue }
            let connection = try relay.connection(resource.graphConnectionPrefix, of: type, listField: resource.graphListField)
            fields[resource.graphAllField] = RelayTypes.connectionField(Void.self, connection) { _, _, arguments, context in
                ConnectionPage(try await context.galaxy.all(resource), arguments: arguments)
            }
            let idArgument = resource.graphIDArgument
            fields[resource.graphRootField] = GraphField.of(
                Void.self, type,
                args: ["id": GraphQLArgument(type: GraphQLID), idArgument: GraphQLArgument(type: GraphQLID)]
            ) { _, arguments, context in
                try await context.galaxy.record(try reference(of: resource, arguments, idArgument: idArgument))
            }
        }
        return fields
    }

    /// The record named by the per-type id or by a global id of the same type.
    private static func reference(of resource: GalaxyResource, _ arguments: Map, idArgument: String) throws -> GalaxyReference {
        let named = try RootID(arguments, plain: idArgument, type: resource.rawValue)
        guard let id = Int(named.text), id > 0 else {
            throw GraphFailure(
                named.global.map { "No valid ID extracted from \($0)" }
                    ?? "\(idArgument) must be a whole number of 1 or more (got \"\(named.text)\")")
        }
        return GalaxyReference(resource, id)
    }
}
