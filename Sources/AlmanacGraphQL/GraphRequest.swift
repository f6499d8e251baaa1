import Foundation
import GraphQL
import OrderedCollections

/// One GraphQL request as GraphQL over HTTP sends it: the document, its variables and which
/// operation to run. Built from a JSON body, from query parameters, or from the command line.
public struct GraphRequest: Sendable {
    public let query: String
    let variables: [String: Map]
    public let operationName: String?

    /// The largest JSON body read (the document's own limit is `QueryLimits.maximumBytes`).
    public static let maximumBodyBytes = 64 * 1024

    public init(query: String, variablesJSON: String? = nil, operationName: String? = nil) throws(GraphRequestError) {
        self.query = query
        variables = try Self.variables(json: variablesJSON)
        self.operationName = operationName.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `{"query": …, "variables": {…}, "operationName": …}`.
    public init(body: Data) throws(GraphRequestError) {
        struct Body: Decodable {
            let query: String?
            let variables: Map?
            let operationName: String?
        }
        guard body.count <= Self.maximumBodyBytes else {
            throw GraphRequestError("The request body is \(body.count) bytes; at most \(Self.maximumBodyBytes) are read.")
        }
        let decoded: Body
        do {
            decoded = try JSONDecoder().decode(Body.self, from: body)
        } catch {
            throw GraphRequestError(
                "The body must be a JSON object with \"query\" (a string), and optionally \"variables\" (an object) and \"operationName\" (a string)."
            )
        }
        guard let query = decoded.query, !query.isEmpty else { throw GraphRequestError("Must provide query string.") }
        self.query = query
        variables = try Self.variables(decoded.variables ?? .null)
        operationName = decoded.operationName.flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func variables(json: String?) throws(GraphRequestError) -> [String: Map] {
        guard let json, !json.isEmpty else { return [:] }
        let map: Map
        do {
            map = try JSONDecoder().decode(Map.self, from: Data(json.utf8))
        } catch {
            throw GraphRequestError("\"variables\" must be a JSON object.")
        }
        return try variables(map)
    }

    private static func variables(_ map: Map) throws(GraphRequestError) -> [String: Map] {
        switch map {
        case .null, .undefined: return [:]
        case .dictionary(let values):
            return Dictionary(values.map { ($0.key, wholeNumbers($0.value)) }, uniquingKeysWith: { first, _ in first })
        default: throw GraphRequestError("\"variables\" must be a JSON object.")
        }
    }
}

extension GraphRequest {
    /// JSON has one kind of number, which the decoder reads as a `Double`: a whole one is made an
    /// integer again, so `{"id": 2}` fills an `ID` or `Int` variable as it would in graphql-js.
    fileprivate static func wholeNumbers(_ value: Map) -> Map {
        switch value {
        case .number(let number):
            let double = number.doubleValue
            guard double.rounded() == double, let whole = Int(exactly: double) else { return value }
            return .number(Number(whole))
        case .array(let items): return .array(items.map(wholeNumbers))
        case .dictionary(let fields): return .dictionary(fields.mapValues(wholeNumbers))
        default: return value
        }
    }
}

/// A request that is not GraphQL over HTTP at all (no query, a body that is no JSON object).
public struct GraphRequestError: Error, CustomStringConvertible, Sendable {
    public let description: String

    init(_ description: String) { self.description = description }
}
