import AlmanacCore

/// A row of a resource's list: the name and one or two telling facts.
public struct GalaxyRowViewModel: Hashable, Sendable, Encodable {
    public struct Fact: Hashable, Sendable, Encodable {
        /// The SWAPI key (`birth_year`).
        public let field: String
        public let label: String
        public let text: String
        /// Set when the fact is a linked record (a person's homeworld).
        public let link: GalaxyLinkViewModel?
    }

    public let type: String
    public let id: Int
    public let name: String
    public let facts: [Fact]
    /// The record, for its link (not encoded: `type` and `id` say the same).
    public let reference: GalaxyReference

    enum CodingKeys: String, CodingKey { case type, id, name, facts }

    public init(_ resolved: GalaxyResolvedRecord) {
        let record = resolved.record
        let resource = record.reference.resource
        type = resource.rawValue
        id = record.reference.id
        reference = record.reference
        name = record.name
        facts = resource.summaryKeys.compactMap { key -> Fact? in
            guard let field = resource.field(key) else { return nil }
            if field.isLink {
                guard let reference = record.links[key]?.first else { return nil }
                let link = GalaxyLinkViewModel(reference, names: resolved.linkedNames)
                return Fact(field: key, label: field.label, text: link.text, link: link)
            }
            guard let raw = record.values[key], let text = GalaxyValueText.text(raw, kind: field.kind) else { return nil }
            return Fact(field: key, label: field.label, text: text, link: nil)
        }
    }
}
