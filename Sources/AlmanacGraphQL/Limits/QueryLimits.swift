import GraphQL
import OrderedCollections

/// What one GraphQL request may ask for, checked before anything runs so a hostile document is
/// refused in microseconds: its size, its nesting, its depth, its aliases, its introspection
/// walks and its cost (how many values its answer could hold: every field once per object it is
/// asked of, each list counted at its `first`/`last`, or at a size such lists have). The cost is
/// an estimate; `maximumValues` bounds what a query that passed may actually produce.
struct QueryLimits: Sendable {
    var maximumBytes = 20_000
    /// Brackets nested in the text: checked before parsing, which recurses once per level.
    var maximumNesting = 64
    /// Fields nested in a query: enough for the standard introspection query (13) and for four
    /// hops through Star Wars connections.
    var maximumDepth = 15
    var maximumAliases = 50
    /// The estimate a query may reach: swapi-graphql's every-field, every-record queries come to
    /// about 55,000 (allFilms, whose 6 films it counts as 100); fifty aliased pages of a hundred
    /// launches with every field, 250,000. What passes is still held to `maximumValues`.
    var maximumCost = 100_000
    /// The values an answer may hold when it runs (`AnswerBudget`): about 1.2 MB of JSON, and
    /// some 60 MB while GraphQL builds it (a hundred launches with every field hold 7,000;
    /// swapi-graphql's every-field allPeople, 7,000).
    var maximumValues = 25_000
    /// `__schema` walks a request may make: a client's introspection query makes one.
    var maximumSchemaWalks = 1
    /// What a top-level connection without `first` or `last` counts as: at most this many.
    var unboundedList = ConnectionArguments.maximumCount
    /// What a record's link connection without `first` or `last` counts as (a film's characters
    /// are the longest, 40 or so).
    var linkList = 20
    /// What a plain list of a record's counts as (a launch's boosters, a film's producers), unless
    /// `listSizes` knows it longer.
    var shortList = 10
    /// Plain lists longer than `shortList`, by `Type.field`.
    var listSizes = ["Forecast.hourly": 400, "Forecast.daily": 16, "Booster.launchIDs": 30, "Root.savedCities": 50, "Root.launchpads": 20]
    /// What an introspection list counts as (the schema's types, a type's fields): they are short
    /// and in memory, and there is one walk of them at most.
    var introspectionList = 10

    static let standard = QueryLimits()

    /// The refusal of a text before parsing, if any.
    func checkText(_ text: String) -> GraphQLError? {
        let bytes = text.utf8.count
        if bytes > maximumBytes {
            return Self.refusal("The query is \(bytes) bytes long; at most \(maximumBytes) are allowed.", code: "QUERY_TOO_LONG")
        }
        if Self.nesting(of: text) > maximumNesting {
            return Self.refusal("The query nests brackets more than \(maximumNesting) deep.", code: "QUERY_TOO_DEEP")
        }
        return nil
    }

    /// The refusals of a parsed document, measured on the operation that would run (every one
    /// when it is not named).
    func check(_ document: Document, schema: GraphQLSchema, operationName: String?, variables: [String: Map]) -> [GraphQLError] {
        var measure = QueryMeasure(document: document, schema: schema, variables: variables, limits: self)
        for case let operation as OperationDefinition in document.definitions
        where operationName == nil || operation.name?.value == operationName {
            measure.visit(operation.selectionSet, parent: schema.queryType, depth: 0, multiplier: 1, fragments: [])
        }
        if measure.gaveUp {
            return [Self.refusal("The query is too complex to measure (its fragments repeat too often).", code: "QUERY_TOO_COMPLEX")]
        }
        var refusals: [GraphQLError] = []
        if measure.depth > maximumDepth {
            refusals.append(
                Self.refusal("The query nests fields \(measure.depth) deep; at most \(maximumDepth) are allowed.", code: "QUERY_TOO_DEEP"))
        }
        if measure.schemaWalks > maximumSchemaWalks {
            refusals.append(
                Self.refusal(
                    "The query walks the schema (__schema) \(measure.schemaWalks) times; at most \(maximumSchemaWalks) is allowed.",
                    code: "TOO_MANY_INTROSPECTIONS"))
        }
        if measure.aliases > maximumAliases {
            refusals.append(
                Self.refusal("The query uses \(measure.aliases) aliases; at most \(maximumAliases) are allowed.", code: "TOO_MANY_ALIASES"))
        }
        if measure.cost > maximumCost {
            refusals.append(
                Self.refusal(
                    "The query could return \(measure.cost >= Self.costCeiling ? "more than \(Self.costCeiling)" : String(measure.cost)) values; at most \(maximumCost) are allowed (set a smaller \"first\" on its lists, or ask for fewer fields).",
                    code: "QUERY_TOO_COSTLY"))
        }
        return refusals
    }

    /// Where cost stops being counted (it only has to be known to be too much).
    static let costCeiling = 1_000_000_000

    static func refusal(_ message: String, code: String) -> GraphQLError {
        GraphQLError(message: message, extensions: ["code": .string(code)])
    }

    /// The deepest nesting of `{`, `(` and `[` outside strings and comments.
    static func nesting(of text: String) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var inComment = false
        var escaped = false
        for byte in text.utf8 {
            if inComment {
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { inComment = false }
                continue
            }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "#"): inComment = true
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }
}
