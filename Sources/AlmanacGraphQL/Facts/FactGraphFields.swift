import AlmanacCore
import GraphQL
import OrderedCollections

/// The Chuck Norris facts: a text search over the stored facts, one by id, the categories, a
/// random one and the fact of the day, all from the store (GraphQL never asks the facts API;
/// `almanac sync` and the pages do). Explicit facts only with `explicit: true`.
enum FactGraphFields {
    static func make(relay: RelayTypes) throws -> GraphQLFieldMap {
        let fact = try GraphQLObjectType(
            name: "Fact", description: "A Chuck Norris fact from api.chucknorris.io.",
            fields: [
                "factID": GraphField.value(Fact.self, GraphQLNonNull(GraphQLString)) { $0.id },
                "text": GraphField.value(Fact.self, GraphQLNonNull(GraphQLString)) { $0.text },
                "categories": GraphField.value(Fact.self, GraphQLList(GraphQLString), "Lower-case; most facts have none.") {
                    $0.categories
                },
                "url": GraphField.value(Fact.self, GraphQLString) { $0.url },
                "createdAt": GraphField.value(Fact.self, GraphQLString) { $0.createdAt?.graphText },
                "updatedAt": GraphField.value(Fact.self, GraphQLString) { $0.updatedAt?.graphText },
            ])
        let facts = try relay.connection("Facts", of: fact, listField: "facts")
        let explicit = GraphQLArgument(
            type: GraphQLBoolean, description: "Include facts in the explicit category (safe mode off).", defaultValue: .bool(false))
        return [
            "facts": RelayTypes.connectionField(
                Void.self, facts, "Stored facts with every word of `search` (each also as a word's start), best first.",
                arguments: ["search": GraphQLArgument(type: GraphQLNonNull(GraphQLString)), "explicit": explicit]
            ) { _, map, arguments, context in
                let text = try FactSearchTerm.graphText(map["search"].string ?? "")
                let (facts, safeMode) = (context.services.facts, safeMode(map, context))
                return try await PagedConnection.read(arguments) { page in try await facts.search(text, safeMode: safeMode, page: page) }
            },
            "fact": GraphField.of(Void.self, fact, args: ["factID": GraphQLArgument(type: GraphQLNonNull(GraphQLString))]) {
                _, map, context in
                try await context.services.facts.fact(id: map["factID"].string ?? "")
            },
            "factCategories": GraphField.of(Void.self, GraphQLList(GraphQLString), args: ["explicit": explicit]) { _, map, context in
                try await context.services.facts.categories(safeMode: safeMode(map, context))
            },
            "randomFact": GraphField.of(
                Void.self, fact, "A stored fact at random; null when none is stored.",
                args: ["category": GraphQLArgument(type: GraphQLString), "explicit": explicit]
            ) { _, map, context in
                context.markPersonal()
                return try await context.services.facts.random(category: map["category"].string?.lowercased(), safeMode: safeMode(map, context))
            },
            "factOfTheDay": GraphField.of(Void.self, fact, "The same fact for everyone on the viewer's date; never explicit.") {
                _, _, context in
                try await context.services.facts.ofTheDay(context.viewer.day)
            },
        ]
    }

    private static func safeMode(_ map: Map, _ context: GraphContext) -> SafeMode {
        map["explicit"].bool == true ? .off : context.viewer.safeMode
    }
}

extension FactSearchTerm {
    /// A search's text checked as the facts API's `query` is.
    fileprivate static func graphText(_ text: String) throws -> String {
        try FactSearchTerm(parsing: text).text
    }
}
