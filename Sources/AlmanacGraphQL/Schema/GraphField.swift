import AlmanacCore
import GraphQL
import OrderedCollections

/// Builds a field whose resolver receives its parent as the Swift type it is and the request's
/// context, rather than `Any`: every resolver in the schema is written this way, and each one
/// spends one value of the answer's budget (`AnswerBudget`).
enum GraphField {
    static func of<Source: Sendable>(
        _: Source.Type, _ type: any GraphQLOutputType, _ description: String? = nil, args: GraphQLArgumentConfigMap = [:],
        resolve: @escaping @Sendable (Source, Map, GraphContext) async throws -> (any Sendable)?
    ) -> GraphQLField {
        GraphQLField(
            type: type, description: description, args: args,
            resolve: { source, arguments, context, _ in
                guard let source = source as? Source, let context = context as? GraphContext else { return nil }
                try context.budget.spend()
                return try await resolve(source, arguments, context)
            })
    }

    /// A field read straight off its parent, without arguments or the context.
    static func value<Source: Sendable>(
        _: Source.Type, _ type: any GraphQLOutputType, _ description: String? = nil,
        _ read: @escaping @Sendable (Source) -> (any Sendable)?
    ) -> GraphQLField {
        GraphQLField(type: type, description: description) { source, _, context, _ in
            guard let source = source as? Source else { return nil }
            try (context as? GraphContext)?.budget.spend()
            return read(source)
        }
    }

    /// What `read` finds, or null when the store does not hold it (as a missing Star Wars record is).
    static func orNil<Value: Sendable>(_ read: () async throws -> Value) async throws -> Value? {
        do { return try await read() } catch is NotFound { return nil }
    }
}
