/// Points at one record: `people/1`. Every SWAPI link becomes one of these.
public struct GalaxyReference: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public let resource: GalaxyResource
    public let id: Int

    public init(_ resource: GalaxyResource, _ id: Int) {
        self.resource = resource
        self.id = id
    }

    /// Reads a SWAPI URL of any mirror and either shape (`https://swapi.dev/api/people/1/`,
    /// `https://swapi.info/api/people/1`): the id is the last path component, the resource the
    /// one before it; the host is ignored. Nil when the URL does not end that way.
    public init?(url: String) {
        let withoutQuery = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
        let components = withoutQuery.split(separator: "/", omittingEmptySubsequences: true)
        guard components.count >= 2,
            let id = Int(components[components.count - 1]), id > 0,
            let resource = GalaxyResource(rawValue: String(components[components.count - 2]))
        else { return nil }
        self.init(resource, id)
    }

    public var description: String { "\(resource.rawValue)/\(id)" }

    public static func < (lhs: GalaxyReference, rhs: GalaxyReference) -> Bool {
        (lhs.resource, lhs.id) < (rhs.resource, rhs.id)
    }
}
