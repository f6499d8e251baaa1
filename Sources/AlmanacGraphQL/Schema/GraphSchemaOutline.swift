import GraphQL
import OrderedCollections

/// The schema's object types and their fields in words, for the explorer page to list beside
/// the query box: the root first, then every other type by name.
public struct GraphSchemaOutline: Sendable {
    public struct TypeOutline: Sendable, Hashable {
        public let name: String
        public let description: String?
        public let fields: [FieldOutline]
    }

    public struct FieldOutline: Sendable, Hashable {
        public let name: String
        /// As the schema language writes it: `[Film]`, `ID!`.
        public let type: String
        /// `first: Int, after: String`, or empty.
        public let arguments: String
        public let description: String?
    }

    public let types: [TypeOutline]

    init(schema: GraphQLSchema) {
        var types: [TypeOutline] = []
        let named = schema.typeMap.values.filter { !$0.name.hasPrefix("__") }
        let root = schema.queryType?.name
        for type in named.sorted(by: { ($0.name == root ? 0 : 1, $0.name) < ($1.name == root ? 0 : 1, $1.name) }) {
            let fields: GraphQLFieldMap
            let description: String?
            switch type {
            case let object as GraphQLObjectType:
                guard let read = try? object.fields() else { continue }
                (fields, description) = (read, object.description)
            case let interface as GraphQLInterfaceType:
                guard let read = try? interface.fields() else { continue }
                (fields, description) = (read, interface.description)
            default: continue
            }
            types.append(
                TypeOutline(
                    name: type.name, description: description,
                    fields: fields.map { name, field in
                        FieldOutline(
                            name: name, type: Self.written(field.type),
                            arguments: field.args.map { "\($0.key): \(Self.written($0.value.type))" }.joined(separator: ", "),
                            description: field.description)
                    }))
        }
        self.types = types
    }

    /// A type as the schema language writes it.
    static func written(_ type: any GraphQLType) -> String {
        switch type {
        case let nonNull as GraphQLNonNull: written(nonNull.ofType) + "!"
        case let list as GraphQLList: "[" + written(list.ofType) + "]"
        case let named as any GraphQLNamedType: named.name
        default: "?"
        }
    }
}
