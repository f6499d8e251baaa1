import Foundation
import GraphQL

/// A GraphQL result encoded as JSON (`data`, then `errors` if any), and what a server needs to
/// know to cache it.
public struct GraphResponse: Sendable {
    let result: GraphQLResult
    public internal(set) var body: Data
    /// Whether it shows the asker's own things (their saved cities) or a pick made for this
    /// request (a random fact): never kept for, nor shared with, anyone else.
    public let isPersonal: Bool
    /// Whether the request was refused before running (not valid, or beyond the limits).
    public let isRefused: Bool
    /// The detail of the server's own faults the answer only mentions (for the log).
    public let faults: [String]
    /// How many values resolving it took (those of an answer refused for its size too).
    public var spentValues = 0
}

extension GraphResponse {
    /// A request refused before it reached GraphQL (no query, variables that are no object), in
    /// GraphQL's error shape.
    public static func refusal(_ message: String, indented: Bool = false) -> GraphResponse {
        let result = GraphQLResult(errors: [GraphQLError(message: message)])
        return GraphResponse(result: result, body: AlmanacGraph.encode(result, indented: indented), isPersonal: false, isRefused: true, faults: [])
    }
}
