/// Where a dataset's current contents came from.
public struct Origin: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Codable {
        /// Fetched from an upstream API (its base URL is the location).
        case upstream
        /// Imported from a snapshot directory (its path is the location).
        case snapshot
    }

    public let kind: Kind
    /// A base URL for `.upstream`, a directory path for `.snapshot`.
    public let location: String

    public init(kind: Kind, location: String) {
        self.kind = kind
        self.location = location
    }

    public static func upstream(_ location: String) -> Origin { Origin(kind: .upstream, location: location) }
    public static func snapshot(_ location: String) -> Origin { Origin(kind: .snapshot, location: location) }

    public var description: String { "\(kind.rawValue) \(location)" }
}
