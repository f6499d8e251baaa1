import AlmanacCore

/// A record's detail: every field in SWAPI's order with words for labels, formatted values and
/// links resolved to names. Empty link lists and "n/a" values are left out.
public struct GalaxyDetailViewModel: Hashable, Sendable, Encodable {
    public struct Row: Hashable, Sendable, Encodable {
        /// The SWAPI key (`hair_color`).
        public let field: String
        /// Words (`hair color`).
        public let label: String
        /// The value as the upstream sent it, for programs ("1,358").
        public let value: String?
        /// The value as a reader sees it ("1,358 kg"); nil for link rows.
        public let text: String?
        /// Paragraphs of a long text (a film's opening crawl).
        public let paragraphs: [String]?
        /// Linked records, for link rows.
        public let links: [GalaxyLinkViewModel]?
    }

    public let type: String
    public let id: Int
    public let name: String
    /// "person", "planet", … .
    public let kind: String
    public let rows: [Row]

    public init(_ resolved: GalaxyResolvedRecord) {
        let record = resolved.record
        let resource = record.reference.resource
        type = resource.rawValue
        id = record.reference.id
        name = record.name
        kind = resource.singular
        rows = resource.fields.compactMap { field in Self.row(field, of: record, names: resolved.linkedNames) }
    }

    private static func row(_ field: GalaxyField, of record: GalaxyRecord, names: [GalaxyReference: String]) -> Row? {
        if field.isLink {
            guard let references = record.links[field.key], !references.isEmpty else { return nil }
            return Row(
                field: field.key, label: field.label, value: nil, text: nil, paragraphs: nil,
                links: references.map { GalaxyLinkViewModel($0, names: names) }
            )
        }
        guard let raw = record.values[field.key], let text = GalaxyValueText.text(raw, kind: field.kind) else { return nil }
        let paragraphs = field.kind == .longText ? GalaxyValueText.paragraphs(raw) : nil
        return Row(field: field.key, label: field.label, value: raw, text: text, paragraphs: paragraphs, links: nil)
    }
}
