import AlmanacCore
import Foundation

/// Turns the record lists of all six resources into a `GalaxyDownload`: the live client and the
/// snapshot reader both end here, so they accept exactly the same data.
struct GalaxyDocuments {
    /// Records per resource, as received.
    var lists: [GalaxyResource: [SWAPIRecordDTO]] = [:]
    /// Bodies to keep as they are (a snapshot's files); resources without one are re-encoded.
    var verbatim: [GalaxyResource: Data] = [:]

    /// `swapi/people.json`
    static func snapshotPath(_ resource: GalaxyResource) -> String { SnapshotLayout.swapi(resource) }

    /// Decodes every record; a failure names the resource's location and the record at fault.
    func download(origin: Origin, requestCount: Int, location: (GalaxyResource) -> String) throws -> GalaxyDownload {
        var records: [GalaxyResource: [GalaxyRecord]] = [:]
        var documents: [SnapshotDocument] = []
        for resource in GalaxyResource.allCases {
            guard let list = lists[resource] else {
                throw UpstreamFailure.decoding(url: location(resource), reason: "no \(resource.rawValue) list")
            }
            do {
                records[resource] = try list.map { record throws(SWAPIRecordDTO.RecordError) in try record.toDomain(resource) }
            } catch {
                throw UpstreamFailure.decoding(url: location(resource), reason: error.reason)
            }
            let body = try verbatim[resource] ?? Self.encode(list)
            documents.append(SnapshotDocument(path: Self.snapshotPath(resource), body: body))
        }
        return GalaxyDownload(records: records, documents: documents, origin: origin, requestCount: requestCount)
    }

    /// swapi.info's shape: a bare array, keys sorted so the same data always gives the same bytes.
    static func encode(_ list: [SWAPIRecordDTO]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(list)
    }

    /// Decodes a list body of either shape, naming `location` when it is not one.
    static func decodeList(_ body: Data, location: String) throws(UpstreamFailure) -> SWAPIListBody {
        do {
            return try OutsideJSON.decode(SWAPIListBody.self, from: body)
        } catch {
            throw .decoding(
                url: location, reason: "neither a list of records nor a page of them (\(DecodingErrorText.describe(error)))"
            )
        }
    }
}
