import Foundation

/// All six resources as fetched, with the documents to keep for export and where they came from.
public struct GalaxyDownload: Sendable {
    public let records: [GalaxyResource: [GalaxyRecord]]
    /// One `swapi/<resource>.json` per resource, in swapi.info's bare-array shape.
    public let documents: [SnapshotDocument]
    public let origin: Origin
    /// How many HTTP requests the download took (0 for a snapshot).
    public let requestCount: Int

    /// The record ids per resource, to compare with what is stored.
    public var inventory: DatasetInventory {
        DatasetInventory(
            Dictionary(
                uniqueKeysWithValues: records.map { resource, records in
                    (resource.rawValue, Set(records.map { String($0.reference.id) }))
                }))
    }

    public init(records: [GalaxyResource: [GalaxyRecord]], documents: [SnapshotDocument], origin: Origin, requestCount: Int = 0) {
        self.records = records
        self.documents = documents
        self.origin = origin
        self.requestCount = requestCount
    }

    /// Refuses a download that cannot be right: a resource missing or empty, an id twice.
    public func validate() throws(UpstreamFailure) {
        for resource in GalaxyResource.allCases {
            guard let list = records[resource], !list.isEmpty else {
                throw .invalid(dataset: .swapi, reason: "the \(resource.rawValue) list is empty")
            }
            var seen = Set<Int>()
            if let duplicate = list.first(where: { !seen.insert($0.reference.id).inserted }) {
                throw .invalid(dataset: .swapi, reason: "\(duplicate.reference) appears twice")
            }
        }
    }

    /// Links that point at no record of the download (people/17 is referenced but does not exist).
    public var danglingLinks: [GalaxyReference] {
        let known = Set(records.values.joined().map(\.reference))
        let linked = Set(records.values.joined().flatMap(\.linkedReferences))
        return linked.subtracting(known).sorted()
    }
}
