import AlmanacCore
import Foundation

/// One page of a Launch Library 2 list, `{count, next, previous, results}`, read object by object:
/// an object that is not a readable launch is skipped and named, never the whole page.
struct LaunchLibraryPage {
    let count: Int?
    let next: String?
    let entries: [LaunchLibraryEntry]
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

    /// - Parameter providerCountries: agency id → country codes, for records that do not name
    ///   their provider's country (`LaunchLibraryDTO.toDomain`).
    static func decode(
        _ body: Data, list: LaunchLibraryList, location: String, providerCountries: [Int: [String]] = [:]
    ) throws(UpstreamFailure) -> LaunchLibraryPage {
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
        var entries: [LaunchLibraryEntry] = []
        var skipped: [String] = []
        for (index, range) in ranges.enumerated() {
            do {
                let raw = body.subdata(in: body.startIndex + range.lowerBound..<body.startIndex + range.upperBound)
                let launch = try JSONDecoder().decode(LaunchLibraryDTO.self, from: raw).toDomain(list: list, providerCountries: providerCountries)
                entries.append(LaunchLibraryEntry(launch: launch, body: raw))
            } catch {
                skipped.append("result \(index): \(DecodingErrorText.describe(error))")
            }
        }
        return LaunchLibraryPage(
            count: envelope.count.flatMap { Plausible.wholeNumber($0, in: 0...10_000_000) },
            next: envelope.next.nilIfBlank, entries: entries, skippedReasons: skipped
        )
    }
}
