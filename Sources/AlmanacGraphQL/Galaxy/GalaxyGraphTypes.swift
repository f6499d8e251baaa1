import AlmanacCore
import GraphQL
import OrderedCollections

/// The six SWAPI types of swapi-graphql's schema, over the stored records: every field of
/// `GalaxyGraphField.fields(of:)`, then `created`, `edited` and the global `id`.
enum GalaxyGraphTypes {
    static func make(relay: RelayTypes) throws -> [GalaxyResource: GraphQLObjectType] {
        var types: [GalaxyResource: GraphQLObjectType] = [:]
        for resource in GalaxyResource.allCases {
            types[resource] = try GraphQLObjectType(
                name: resource.graphTypeName, description: description(of: resource), fields: [:], interfaces: [relay.node])
        }
        let made = types
        for (resource, type) in made {
            var connections: [String: GraphQLObjectType] = [:]
            for case .connection(_, let prefix, _, let listField, let target) in GalaxyGraphField.fields(of: resource) {
                guard let node = made[target] else { continue }
                connections[prefix] = try relay.connection(prefix, of: node, listField: listField)
            }
            let fields = try self.fields(of: resource, types: made, connections: connections)
            type.fields = { fields }
        }
        return made
    }

    private static func fields(
        of resource: GalaxyResource, types: [GalaxyResource: GraphQLObjectType], connections: [String: GraphQLObjectType]
    ) throws -> GraphQLFieldMap {
        var fields: GraphQLFieldMap = [:]
        for field in GalaxyGraphField.fields(of: resource) {
            switch field {
            case .name(let name):
                fields[name] = GraphField.value(GalaxyRecord.self, GraphQLString) { $0.name }
            case .text(let name, let key):
                fields[name] = GraphField.value(GalaxyRecord.self, GraphQLString) { $0.values[key] }
            case .int(let name, let key):
                fields[name] = GraphField.value(GalaxyRecord.self, GraphQLInt) { SWAPIValue.integer($0.values[key]) }
            case .float(let name, let key):
                fields[name] = GraphField.value(GalaxyRecord.self, GraphQLFloat) { SWAPIValue.number($0.values[key]) }
            case .list(let name, let key):
                fields[name] = GraphField.value(GalaxyRecord.self, GraphQLList(GraphQLString)) { SWAPIValue.list($0.values[key]) }
            case .one(let name, let key, let target):
                guard let type = types[target] else { continue }
                fields[name] = GraphField.of(GalaxyRecord.self, type) { record, _, context in
                    try await context.galaxy.linked(key, of: record).first
                }
            case .connection(let name, let prefix, let key, _, _):
                guard let type = connections[prefix] else { continue }
                fields[name] = RelayTypes.connectionField(GalaxyRecord.self, type) { record, _, arguments, context in
                    // swapi-graphql lists linked records by id, whatever SWAPI's order.
                    let linked = try await context.galaxy.linked(key, of: record).sorted { $0.reference.id < $1.reference.id }
                    return ConnectionPage(linked, arguments: arguments)
                }
            }
        }
        fields["created"] = GraphField.value(
            GalaxyRecord.self, GraphQLString, "The ISO 8601 date format of the time that this resource was created."
        ) { $0.values["created"] }
        fields["edited"] = GraphField.value(
            GalaxyRecord.self, GraphQLString, "The ISO 8601 date format of the time that this resource was edited."
        ) { $0.values["edited"] }
        fields["id"] = GraphField.value(GalaxyRecord.self, GraphQLNonNull(GraphQLID), "The ID of an object") {
            GlobalID(type: $0.reference.resource.rawValue, id: String($0.reference.id)).encoded
        }
        return fields
    }

    private static func description(of resource: GalaxyResource) -> String {
        switch resource {
        case .people: "An individual person or character within the Star Wars universe."
        case .planets: "A large mass, planet or planetoid in the Star Wars Universe, at the time of 0 ABY."
        case .films: "A single film."
        case .species: "A type of person or character within the Star Wars Universe."
        case .starships: "A single transport craft that has hyperdrive capability."
        case .vehicles: "A single transport craft that does not have hyperdrive capability"
        }
    }
}
