import AlmanacCore

/// A link to another record, resolved to its name; a dangling one says "unknown (#17)".
public struct GalaxyLinkViewModel: Hashable, Sendable, Encodable {
    /// The resource (`planets`).
    public let type: String
    public let id: Int
    /// The record's name, or nil when the store does not hold it.
    public let name: String?
    /// Whether the linked record is stored (a dangling link is not). Templates test this rather
    /// than `name`, because Mustache looks a nil up in the enclosing context.
    public let resolved: Bool
    /// What to show: the name, or "unknown (#17)".
    public let text: String

    public init(_ reference: GalaxyReference, names: [GalaxyReference: String]) {
        type = reference.resource.rawValue
        id = reference.id
        name = names[reference]
        resolved = name != nil
        text = name ?? "unknown (#\(reference.id))"
    }
}
