import AlmanacCore
import GraphQL
import OrderedCollections

/// Every provider's rockets as the stored launches show them (`Launchers`): `allLaunchers`,
/// optionally of one family, and one `launcher` by id or name, as the rockets' pages and
/// `GET /api/v1/launchers` find it.
enum LauncherGraphFields {
    static func make(relay: RelayTypes) throws -> GraphQLFieldMap {
        let launcher = try GraphQLObjectType(
            name: "Launcher", description: "A rocket configuration of any provider (\"Falcon 9 Block 5\", \"Electron\").",
            fields: TallyGraphFields.adding(
                of: Launcher.self, \.tally,
                to: [
                    "launcherID": GraphField.value(Launcher.self, GraphQLNonNull(GraphQLString), "Its id in Almanac's URLs: falcon-9-block-5.") {
                        $0.id
                    },
                    "name": GraphField.value(Launcher.self, GraphQLNonNull(GraphQLString)) { $0.name },
                    "family": GraphField.value(Launcher.self, GraphQLString) { $0.family },
                    "providers": GraphField.value(Launcher.self, GraphQLList(GraphQLString), "Who flew it, the most flights first.") {
                        $0.providers.map(\.name)
                    },
                    "crewedFlights": GraphField.value(Launcher.self, GraphQLNonNull(GraphQLInt)) { $0.crewedFlights },
                    "currentStreak": GraphField.value(Launcher.self, GraphQLNonNull(GraphQLInt), "Successes in a row up to its latest outcome.") {
                        $0.currentStreak
                    },
                ]))
        let launchers = try relay.connection("Launchers", of: launcher, listField: "launchers")
        return [
            "allLaunchers": RelayTypes.connectionField(
                Void.self, launchers, "Every rocket the stored launches flew on, the most flown first.",
                arguments: ["family": GraphQLArgument(type: GraphQLString, description: "Only the rockets of this family (\"Falcon\").")]
            ) { _, map, arguments, context in
                let family = map["family"].string?.foldedForSearch
                let all = try await context.services.launches.launchers()
                return ConnectionPage(family.map { name in all.filter { $0.family?.foldedForSearch == name } } ?? all, arguments: arguments)
            },
            "launcher": GraphField.of(
                Void.self, launcher, "By id, name, or a part of its name no other rocket's holds (\"electron\").",
                args: ["launcherID": GraphQLArgument(type: GraphQLNonNull(GraphQLString))]
            ) { _, map, context in
                try await GraphField.orNil { try await context.services.launches.launchers.launcher(map["launcherID"].string ?? "") }
            },
        ]
    }
}
