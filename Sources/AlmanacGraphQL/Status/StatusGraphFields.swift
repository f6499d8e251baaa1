import AlmanacCore
import AlmanacPresentation
import GraphQL
import OrderedCollections

/// `datasets`: every dataset's counts, freshness and last failure, as `/status` shows them.
enum StatusGraphFields {
    static func make() throws -> GraphQLFieldMap {
        let count = try GraphQLObjectType(
            name: "RecordCount",
            fields: [
                "name": GraphField.value(RecordCount.self, GraphQLNonNull(GraphQLString)) { $0.name },
                "count": GraphField.value(RecordCount.self, GraphQLNonNull(GraphQLInt)) { $0.count },
            ])
        let dataset = try GraphQLObjectType(
            name: "DatasetStatus", description: "How fresh one dataset is and where it came from.",
            fields: [
                "id": GraphField.value(DatasetStatus.self, GraphQLNonNull(GraphQLString), "As in snapshot folders: spacex, ll2, swapi…") {
                    $0.dataset.rawValue
                },
                "name": GraphField.value(DatasetStatus.self, GraphQLNonNull(GraphQLString)) { $0.dataset.displayName },
                "records": GraphField.value(DatasetStatus.self, GraphQLList(count)) { $0.counts },
                "refreshedAt": GraphField.value(DatasetStatus.self, GraphQLString, "Null before the first load.") {
                    $0.freshness?.refreshedAt.graphText
                },
                "origin": GraphField.value(DatasetStatus.self, GraphQLString, "Where it came from: an API's host, or a snapshot's day.") {
                    // In words any visitor may see: no folder of the server, no address inside its network.
                    $0.freshness.map { OriginText.words($0.origin, loadedAt: $0.refreshedAt, in: DateText.utcCalendar) }
                },
                "maxAgeSeconds": GraphField.value(DatasetStatus.self, GraphQLInt, "Older data is stale.") {
                    // GraphQL's Int is 32 bits: an age beyond it is no answer, never a trap.
                    $0.maxAge.flatMap { Int32(exactly: $0.components.seconds) }.map { Int($0) }
                },
                "lastFailure": GraphField.value(DatasetStatus.self, GraphQLString) { $0.lastFailure.map { PublicText.withoutLocations($0.reason) } },
                "lastFailureAt": GraphField.value(DatasetStatus.self, GraphQLString) { $0.lastFailure?.at.graphText },
            ])
        return [
            "datasets": GraphField.of(Void.self, GraphQLList(dataset), "Every dataset Almanac keeps.") { _, _, context in
                try await context.services.status(DatasetID.allCases)
            }
        ]
    }
}
