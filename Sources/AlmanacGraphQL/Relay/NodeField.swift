import AlmanacCore
import GraphQL
import OrderedCollections

/// `node(id:)`: any record with a global id (the six Star Wars types, launches, rockets).
enum NodeField {
    static func make(relay: RelayTypes) -> GraphQLField {
        GraphField.of(
            Void.self, relay.node, "Fetches an object given its ID",
            args: ["id": GraphQLArgument(type: GraphQLNonNull(GraphQLID), description: "The ID of an object")]
        ) { _, map, context in
            let text = map["id"].idText ?? ""
            let global = try GlobalID(decoding: text)
            if let resource = GalaxyResource(graphType: global.type) {
                guard let id = Int(global.id), id > 0 else { throw GraphFailure("No valid ID extracted from \(text)") }
                return try await context.galaxy.record(GalaxyReference(resource, id))
            }
            switch global.type {
            case "launches": return try await GraphField.orNil { try await context.services.launches.show(id: global.id).launch }
            case "rockets": return try await GraphField.orNil { try await context.services.launches.rocket(id: global.id) }
            default: throw GraphFailure("\(text) names a \(global.type), which has no objects here")
            }
        }
    }
}
