import AlmanacCore
import GraphQL
import OrderedCollections

/// The counts a site, a pad or a rocket carries (`LaunchTally`), as the same fields on each.
enum TallyGraphFields {
    /// `fields` followed by the counts' fields.
    static func adding<Source: Sendable>(
        of _: Source.Type, _ tally: @escaping @Sendable (Source) -> LaunchTally, to fields: GraphQLFieldMap
    ) -> GraphQLFieldMap {
        var fields = fields
        for (name, field) in counts(of: Source.self, tally) { fields[name] = field }
        return fields
    }

    private static func counts<Source: Sendable>(of _: Source.Type, _ tally: @escaping @Sendable (Source) -> LaunchTally) -> GraphQLFieldMap {
        [
            "totalLaunchCount": GraphField.value(Source.self, GraphQLNonNull(GraphQLInt)) { tally($0).total },
            "successfulLaunches": GraphField.value(Source.self, GraphQLNonNull(GraphQLInt)) { tally($0).successes },
            "failedLaunches": GraphField.value(Source.self, GraphQLNonNull(GraphQLInt)) { tally($0).failures },
            "pendingLaunches": GraphField.value(Source.self, GraphQLNonNull(GraphQLInt), "Listed as upcoming.") { tally($0).upcoming },
            "firstLaunchID": GraphField.value(Source.self, GraphQLString, "The first that flew.") { tally($0).first?.id },
            "firstLaunchDate": GraphField.value(Source.self, GraphQLString, "ISO 8601, UTC.") { tally($0).first?.date.graphText },
            "latestLaunchID": GraphField.value(Source.self, GraphQLString, "The latest that flew.") { tally($0).latest?.id },
            "latestLaunchDate": GraphField.value(Source.self, GraphQLString, "ISO 8601, UTC.") { tally($0).latest?.date.graphText },
        ]
    }
}
