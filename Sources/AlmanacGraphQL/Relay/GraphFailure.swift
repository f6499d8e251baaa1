/// A refusal in words for the client, shown as the `message` of a GraphQL error ("must provide id
/// or personID").
struct GraphFailure: Error, CustomStringConvertible, Sendable {
    let description: String

    init(_ description: String) { self.description = description }
}
