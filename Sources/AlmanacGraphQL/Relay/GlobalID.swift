import Foundation

/// Relay's global object id, as swapi-graphql makes it: base64 of `type:id` (`cGVvcGxlOjE=` is
/// `people:1`), so ids copied from that API's answers work here unchanged.
struct GlobalID: Hashable, Sendable {
    let type: String
    let id: String

    init(type: String, id: String) {
        self.type = type
        self.id = id
    }

    /// Reads an id sent by a client; nil when it is not base64 of `type:id`.
    init?(encoded text: String) {
        guard text.utf8.count <= 256, let data = Data(base64Encoded: text), let decoded = String(data: data, encoding: .utf8),
            let colon = decoded.firstIndex(of: ":")
        else { return nil }
        let (type, id) = (String(decoded[..<colon]), String(decoded[decoded.index(after: colon)...]))
        guard !type.isEmpty, !id.isEmpty else { return nil }
        self.init(type: type, id: id)
    }

    var encoded: String { Data("\(type):\(id)".utf8).base64EncodedString() }
}
