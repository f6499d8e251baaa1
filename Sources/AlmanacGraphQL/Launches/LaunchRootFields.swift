import AlmanacCore
import GraphQL
import OrderedCollections

/// The SpaceX root fields: `launches` with the JSON API's filters as arguments (the same
/// parameters, checked by the same `LaunchQuery`), one launch, the rockets, the launch sites, the
/// boosters and the company.
enum LaunchRootFields {
    /// The filter arguments, named as the JSON API's query parameters: one list of fields owns both.
    static let filters: [InputField] = LaunchQuery.fields.filter { $0 != .page && $0 != .limit }

    static func make(types: LaunchGraphTypes, relay: RelayTypes) throws -> GraphQLFieldMap {
        let launches = try relay.connection("Launches", of: types.launch, listField: "launches")
        let rockets = try relay.connection("Rockets", of: types.rocket, listField: "rockets")
        let boosters = try relay.connection("Boosters", of: types.booster, listField: "boosters")
        var filterArguments: GraphQLArgumentConfigMap = [:]
        for field in filters {
            filterArguments[field.rawValue] = GraphQLArgument(type: GraphQLString, description: "As the JSON API's `\(field.rawValue)` parameter.")
        }
        return [
            "launches": RelayTypes.connectionField(
                Void.self, launches,
                "Launches of every provider, filtered and sorted as `GET /api/v1/launches` is; \(PageRequest.defaultLimit) unless `first` or `last` says.",
                arguments: filterArguments
            ) { _, map, arguments, context in
                try await launchPage(map, arguments: arguments, context: context)
            },
            "launch": GraphField.of(
                Void.self, types.launch,
                args: ["id": GraphQLArgument(type: GraphQLID), "launchID": GraphQLArgument(type: GraphQLString)]
            ) { _, map, context in
                let id = try RootID(map, plain: "launchID", type: "launches").text
                return try await GraphField.orNil { try await context.services.launches.show(id: id).launch }
            },
            "allRockets": RelayTypes.connectionField(Void.self, rockets, "Every SpaceX rocket, by name.") { _, _, arguments, context in
                ConnectionPage(try await context.services.launches.rockets(RocketQuery()), arguments: arguments)
            },
            "rocket": GraphField.of(
                Void.self, types.rocket,
                args: ["id": GraphQLArgument(type: GraphQLID), "rocketID": GraphQLArgument(type: GraphQLString)]
            ) { _, map, context in
                let id = try RootID(map, plain: "rocketID", type: "rockets").text
                return try await GraphField.orNil { try await context.services.launches.rocket(id: id) }
            },
            "launchpads": GraphField.of(Void.self, GraphQLList(types.launchpad), "Every launch site.") { _, _, context in
                try await context.launches.choices.launchpads
            },
            "boosters": RelayTypes.connectionField(Void.self, boosters, "Every first stage that flew or will, by serial.") {
                _, _, arguments, context in
                ConnectionPage(try await context.services.launches.boosters(), arguments: arguments)
            },
            "company": GraphField.of(Void.self, types.company) { _, _, context in
                try await GraphField.orNil { try await context.services.launches.company() }
            },
        ]
    }

    /// One window of the filtered launches.
    private static func launchPage(_ map: Map, arguments: ConnectionArguments, context: GraphContext) async throws -> ConnectionPage {
        var raw = LaunchQuery.Parameters()
        for field in filters { raw[field] = map[field.rawValue].string }
        let base = try LaunchQuery(parsing: raw, asOf: context.services.now())
        let references = try await context.launches.choices
        let browse = context.services.launches.browse
        return try await PagedConnection.read(arguments) { page in
            var query = base
            query.page = page
            return try await browse(query, references: references).map(\.launch)
        }
    }
}
