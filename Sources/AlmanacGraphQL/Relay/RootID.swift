import GraphQL

/// The id a root field names: its own argument (`personID`, `launchID`) or a global id (`id`) of
/// the field's type, refused in swapi-graphql's words ("must provide id or personID").
struct RootID {
    let text: String
    /// The global id it was read from, if it came from `id`.
    let global: String?

    init(_ arguments: Map, plain: String, type: String) throws {
        if let text = arguments[plain].idText, !text.isEmpty {
            (self.text, global) = (text, nil)
            return
        }
        guard let encoded = arguments["id"].idText else { throw GraphFailure("must provide id or \(plain)") }
        let decoded = try GlobalID(decoding: encoded)
        guard decoded.type == type else { throw GraphFailure("\(encoded) is the id of one of \(decoded.type), not \(type)") }
        (text, global) = (decoded.id, encoded)
    }
}

extension GlobalID {
    /// A client's global id, or swapi-graphql's refusal of it.
    init(decoding text: String) throws {
        guard let decoded = GlobalID(encoded: text) else { throw GraphFailure("No valid ID extracted from \(text)") }
        self = decoded
    }
}

extension Map {
    /// An `ID` argument's text: GraphQL accepts it as a string or as a whole number.
    var idText: String? {
        switch self {
        case .string(let text): text
        case .number(let number): number.stringValue
        default: nil
        }
    }
}
