import AlmanacCore
import Foundation

/// One page of Launch Library 2's agencies list, `{count, next, previous, results}`, read object
/// by object: an object that is not a readable agency is skipped and named, never the whole page.
/// Each object is kept as sent (re-encoded with sorted keys) for the snapshot an export writes.
struct LaunchLibraryAgencyPage {
    let next: String?
    let agencies: [Agency]
    let objects: [JSONValue]
    let skippedReasons: [String]

    private struct Envelope: Decodable {
        let next: String?
        let results: [JSONValue]
    }

    static func decode(_ body: Data, location: String) throws(UpstreamFailure) -> LaunchLibraryAgencyPage {
        let envelope: Envelope
        do {
            envelope = try OutsideJSON.decode(Envelope.self, from: body)
        } catch {
            throw .decoding(url: location, reason: DecodingErrorText.describe(error))
        }
        var (agencies, objects, skipped) = ([Agency](), [JSONValue](), [String]())
        let encoder = JSONEncoder()
        for (index, object) in envelope.results.enumerated() {
            do {
                agencies.append(try OutsideJSON.decode(LaunchLibraryAgencyDTO.self, from: try encoder.encode(object)).toDomain())
                objects.append(object)
            } catch {
                skipped.append("result \(index): \(DecodingErrorText.describe(error))")
            }
        }
        return LaunchLibraryAgencyPage(next: envelope.next.nilIfBlank, agencies: agencies, objects: objects, skippedReasons: skipped)
    }

    /// Every page's readable objects as one list in the paged shape, as a snapshot holds it.
    static func document(of objects: [JSONValue]) throws -> SnapshotDocument {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let list: JSONValue = .object([
            "count": .integer(objects.count), "next": .null, "previous": .null, "results": .array(objects),
        ])
        return SnapshotDocument(path: SnapshotLayout.pattern(.agencies), body: try encoder.encode(list))
    }
}
