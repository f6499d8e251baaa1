import AlmanacCore
import Foundation

/// One page of any Launch Library 2 list, `{count, next, previous, results}`, read element by
/// element from its own bytes: an element that is not a readable record is skipped and named,
/// never the whole page, and each readable one keeps its bytes as sent (what a snapshot holds).
/// Launches and agencies are read this way; parsing each element once, rather than as a tree
/// re-encoded per element, made the agencies a third of their import.
struct LaunchLibraryListPage<Record: Sendable>: Sendable {
    let count: Int?
    let next: String?
    let records: [(record: Record, body: Data)]
    let skippedReasons: [String]

    private struct Envelope: Decodable {
        let count: Double?
        let next: String?
        /// Checked to be an array here; each is read from its own bytes below.
        let results: [Unread]
    }

    /// A value JSON's parser checked and nothing read.
    private struct Unread: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    /// `element` reads one element's bytes; what it throws skips that element.
    static func decode(_ body: Data, location: String, element: (Data) throws -> Record) throws(UpstreamFailure) -> Self {
        let body = OutsideJSON.withoutNUL(body)
        let envelope: Envelope
        do {
            envelope = try OutsideJSON.decode(Envelope.self, from: body)
        } catch {
            throw .decoding(url: location, reason: DecodingErrorText.describe(error))
        }
        // The parser found the body whole and `results` an array: each element's bytes, kept as sent.
        guard let ranges = JSONArrayElements.ranges(of: "results", in: body), ranges.count == envelope.results.count else {
            throw .decoding(url: location, reason: "the results could not be told apart")
        }
        var records: [(record: Record, body: Data)] = []
        var skipped: [String] = []
        for (index, range) in ranges.enumerated() {
            let raw = body.subdata(in: body.startIndex + range.lowerBound..<body.startIndex + range.upperBound)
            do {
                records.append((try element(raw), raw))
            } catch {
                skipped.append("result \(index): \(DecodingErrorText.describe(error))")
            }
        }
        return Self(
            count: envelope.count.flatMap { Plausible.wholeNumber($0, in: 0...10_000_000) }, next: envelope.next.nilIfBlank,
            records: records, skippedReasons: skipped)
    }

    /// Elements as sent, from every page, as one list in the paged shape a snapshot holds.
    static func document(of bodies: [Data], path: String) -> SnapshotDocument {
        var list = Data(#"{"count":\#(bodies.count),"next":null,"previous":null,"results":["#.utf8)
        for (index, body) in bodies.enumerated() {
            if index > 0 { list.append(UInt8(ascii: ",")) }
            list.append(body)
        }
        list.append(contentsOf: Array("]}".utf8))
        return SnapshotDocument(path: path, body: list)
    }
}
