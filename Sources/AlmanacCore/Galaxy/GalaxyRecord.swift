/// One SWAPI record as stored: its name, its plain values as the upstream wrote them, and its
/// links. Which fields exist and in what order is the resource's schema (`GalaxyResource.fields`).
public struct GalaxyRecord: Hashable, Sendable {
    public let reference: GalaxyReference
    /// `name`, or `title` for films.
    public let name: String
    /// Field key → value, trimmed but otherwise verbatim ("1,358", "unknown", "n/a").
    public let values: [String: String]
    /// Field key → linked records, in upstream order.
    public let links: [String: [GalaxyReference]]

    public init(reference: GalaxyReference, name: String, values: [String: String], links: [String: [GalaxyReference]]) {
        self.reference = reference
        self.name = name
        self.values = values
        self.links = links
    }

    /// Every record this one links to, each once.
    public var linkedReferences: Set<GalaxyReference> { Set(links.values.joined()) }
}
