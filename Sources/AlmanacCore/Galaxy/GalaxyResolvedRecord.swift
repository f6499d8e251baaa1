/// A record together with the names of the records it links to, looked up in the store in one
/// read; a link missing from `linkedNames` is dangling.
public struct GalaxyResolvedRecord: Hashable, Sendable {
    public let record: GalaxyRecord
    public let linkedNames: [GalaxyReference: String]

    public init(record: GalaxyRecord, linkedNames: [GalaxyReference: String]) {
        self.record = record
        self.linkedNames = linkedNames
    }
}
