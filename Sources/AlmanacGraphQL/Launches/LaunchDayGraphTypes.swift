import AlmanacCore
import GraphQL
import OrderedCollections

/// What launch day adds to a launch in GraphQL: its timeline and its webcasts.
enum LaunchDayGraphTypes {
    static func timelineEvent() throws -> GraphQLObjectType {
        try GraphQLObjectType(
            name: "TimelineEvent", description: "A step of a launch's countdown or flight, at its time from lift-off (Launch Library 2).",
            fields: [
                "name": GraphField.value(TimelineEvent.self, GraphQLNonNull(GraphQLString), "MECO, Max-Q, Stage 1 Landing…") { $0.name },
                "description": GraphField.value(TimelineEvent.self, GraphQLString) { $0.description },
                "offsetSeconds": GraphField.value(TimelineEvent.self, GraphQLNonNull(GraphQLInt), "Seconds from T-0, negative before it.") {
                    Int($0.offset.rounded())
                },
            ])
    }

    static func webcast() throws -> GraphQLObjectType {
        try GraphQLObjectType(
            name: "Webcast", description: "A stream of a launch (Launch Library 2).",
            fields: [
                "url": GraphField.value(Webcast.self, GraphQLNonNull(GraphQLString)) { $0.url },
                "title": GraphField.value(Webcast.self, GraphQLString) { $0.title },
                "publisher": GraphField.value(Webcast.self, GraphQLString) { $0.publisher },
                "language": GraphField.value(Webcast.self, GraphQLString) { $0.language },
                "kind": GraphField.value(Webcast.self, GraphQLString, "Official Webcast, Unofficial Re-stream…") { $0.kind },
                "startTime": GraphField.value(Webcast.self, GraphQLString) { $0.startsAt?.graphText },
                "endTime": GraphField.value(Webcast.self, GraphQLString) { $0.endsAt?.graphText },
            ])
    }
}
