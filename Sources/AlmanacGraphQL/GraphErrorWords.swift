import AlmanacCore
import GraphQL

/// The errors a resolver throws, put into words for a GraphQL client once: a refusal of the
/// request (an argument, an id) in its own words; the store away for a moment as that; anything
/// else, the server's own fault, as one generic sentence, its detail kept for the log, so that no
/// answer names the engine, a statement, a file or an address inside the network.
enum GraphErrorWords {
    /// The result with every error a client may read, and the detail of those it may not.
    static func cleaned(_ result: GraphQLResult) -> (result: GraphQLResult, faults: [String]) {
        var faults: [String] = []
        var cleaned = result
        cleaned.errors = result.errors.map { error in
            guard let original = error.originalError else { return error }  // GraphQL's own: validation, coercion
            if let words = words(for: original) { return rewritten(error, words, original: original) }
            faults.append("\(error.path): \(original)")
            return rewritten(error, "This field could not be read from the store; the server logged why.", original: original)
        }
        return (cleaned, faults)
    }

    /// What the client is told of an error that is the request's, or the store's for a moment;
    /// nil for a fault of the server's.
    static func words(for error: any Error) -> String? {
        switch error {
        case let error as GraphFailure: error.description
        case let error as GraphQLError: error.message
        case let error as InvalidInput: error.message
        case let error as NotFound: "There is \(error.description)."
        case let error as HiddenBySafeMode: "The \(error.description); ask with explicit: true to see it."
        case is StoreTemporarilyUnavailable: "The store did not answer in time; try again in a moment."
        default: nil
        }
    }

    private static func rewritten(_ error: GraphQLError, _ message: String, original: any Error) -> GraphQLError {
        guard message != error.message else { return error }
        return GraphQLError(
            message: message, nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, originalError: original,
            extensions: error.extensions)
    }
}
