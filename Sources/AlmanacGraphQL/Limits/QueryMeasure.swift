import GraphQL
import OrderedCollections

/// One walk over an operation's selections, fragments expanded, measuring what `QueryLimits`
/// bounds. The walk itself is bounded: it gives up after `maximumVisits` selections (fragments
/// that spread each other many times over would otherwise take exponential time).
struct QueryMeasure {
    static let maximumVisits = 20_000

    private let fragments: [String: FragmentDefinition]
    private let schema: GraphQLSchema
    private let variables: [String: Map]
    private let limits: QueryLimits
    private var visits = 0

    private(set) var depth = 0
    private(set) var aliases = 0
    private(set) var cost = 0
    private(set) var schemaWalks = 0
    private(set) var gaveUp = false

    init(document: Document, schema: GraphQLSchema, variables: [String: Map], limits: QueryLimits) {
        var fragments: [String: FragmentDefinition] = [:]
        for case let fragment as FragmentDefinition in document.definitions { fragments[fragment.name.value] = fragment }
        self.fragments = fragments
        self.schema = schema
        self.variables = variables
        self.limits = limits
    }

    mutating func visit(_ selections: SelectionSet, parent: (any GraphQLNamedType)?, depth: Int, multiplier: Int, fragments path: Set<String>) {
        for selection in selections.selections {
            visits += 1
            guard visits <= Self.maximumVisits else {
                gaveUp = true
                return
            }
            switch selection {
            case let field as Field:
                visit(field, parent: parent, depth: depth + 1, multiplier: multiplier, fragments: path)
            case let inline as InlineFragment:
                let type = inline.typeCondition.flatMap { schema.getType(name: $0.name.value) } ?? parent
                visit(inline.selectionSet, parent: type, depth: depth, multiplier: multiplier, fragments: path)
            case let spread as FragmentSpread:
                let name = spread.name.value
                // A fragment that spreads itself is refused by validation; here it is not followed.
                guard !path.contains(name), let fragment = fragments[name] else { continue }
                visit(
                    fragment.selectionSet, parent: schema.getType(name: fragment.typeCondition.name.value), depth: depth,
                    multiplier: multiplier, fragments: path.union([name]))
            default:
                continue
            }
        }
    }

    private mutating func visit(_ field: Field, parent: (any GraphQLNamedType)?, depth: Int, multiplier: Int, fragments path: Set<String>) {
        if field.alias != nil { aliases += 1 }
        self.depth = max(self.depth, depth)
        let name = field.name.value
        guard name != "__typename" else { return }
        if name == "__schema" {
            // The schema is in memory and a request walks it once at most (`maximumSchemaWalks`):
            // its depth and aliases are measured, its cost is not (a client's introspection query
            // would count as 60,000 values by the guesses lists are counted at).
            schemaWalks += 1
            let spent = cost
            if let selections = field.selectionSet {
                visit(selections, parent: schema.getType(name: "__Schema"), depth: depth, multiplier: 1, fragments: path)
            }
            cost = spent
            return
        }
        var (named, isList) = Self.unwrap(Self.fields(of: parent)?[name]?.type)
        // The introspection entry points are on every query type without being among its fields.
        if name == "__schema" || name == "__type" { (named, isList) = (schema.getType(name: name == "__schema" ? "__Schema" : "__Type"), false) }
        let count: Int
        let isRoot = parent?.name == schema.queryType?.name
        if let named, named.name.hasSuffix("Connection") {
            count = argument("first", of: field) ?? argument("last", of: field) ?? (isRoot ? limits.unboundedList : limits.linkList)
        } else if isList, let parent, parent.name.hasSuffix("Connection") {
            count = 1  // a connection's `edges` or node list: counted at the connection
        } else if isList {
            if parent?.name.hasPrefix("__") == true || name.hasPrefix("__") {
                count = limits.introspectionList
            } else {
                count = limits.listSizes["\(isRoot ? "Root" : parent?.name ?? "?").\(name)"] ?? limits.shortList
            }
        } else {
            count = 1
        }
        let objects = Self.multiply(multiplier, max(count, 1))
        cost = min(QueryLimits.costCeiling, cost + objects)
        if let selections = field.selectionSet {
            visit(selections, parent: named, depth: depth, multiplier: objects, fragments: path)
        }
    }

    /// A whole-number argument as written or as a variable; nil when absent or not a number.
    private func argument(_ name: String, of field: Field) -> Int? {
        guard let value = field.arguments.first(where: { $0.name.value == name })?.value else { return nil }
        switch value {
        case let literal as IntValue: return Int(literal.value)
        case let variable as Variable:
            // A variable is any JSON number here (validation comes after): converted only when whole and in range.
            if case .number(let number) = variables[variable.name.value] ?? .undefined { return Int(exactly: number.doubleValue) }
            return nil
        default: return nil
        }
    }

    private static func fields(of type: (any GraphQLNamedType)?) -> GraphQLFieldMap? {
        switch type {
        case let object as GraphQLObjectType: try? object.fields()
        case let interface as GraphQLInterfaceType: try? interface.fields()
        default: nil
        }
    }

    /// The named type under lists and non-nulls, and whether a list was among them.
    private static func unwrap(_ type: (any GraphQLType)?) -> (named: (any GraphQLNamedType)?, isList: Bool) {
        var current = type
        var isList = false
        while true {
            switch current {
            case let nonNull as GraphQLNonNull: current = nonNull.ofType
            case let list as GraphQLList:
                isList = true
                current = list.ofType
            default: return (current as? any GraphQLNamedType, isList)
            }
        }
    }

    private static func multiply(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? QueryLimits.costCeiling : min(product, QueryLimits.costCeiling)
    }
}
