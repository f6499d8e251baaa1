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
        if let text = arguments[idArgument].idText {
            guard let id = Int(text), id > 0 else { throw GraphFailure("\(idArgument) must be a whole number of 1 or more (got \"\(text)\")") }
            return GalaxyReference(resource, id)
        }
        if let text = arguments["id"].idText {
            guard let global = GlobalID(encoded: text), let id = Int(global.id), id > 0 else {
                throw GraphFailure("No valid ID extracted from \(text)")
            }
            guard global.type == resource.rawValue else { throw GraphFailure("\(text) is the id of one of \(global.type), not \(resource.rawValue)") }
            return GalaxyReference(resource, id)
        }
        throw GraphFailure("must provide id or \(idArgument)")
    }
}

extension Map {
    /// An `ID` argument's text: GraphQL accepts it as a string or as a whole number.
    var idText: String? {
        switch self {
        case .string(let text): text
        case .number(let number): number.stringValue
        default: nil
        }
    }
}
