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
        let results: [JSONValue]
    }

    /// - Parameter providerCountries: agency id → country codes, for records that do not name
    ///   their provider's country (`LaunchLibraryDTO.toDomain`).
    static func decode(
        _ body: Data, list: LaunchLibraryList, location: String, providerCountries: [Int: [String]] = [:]
    ) throws(UpstreamFailure) -> LaunchLibraryPage {
        let envelope: Envelope
        do {
            envelope = try OutsideJSON.decode(Envelope.self, from: body)
        } catch {
            throw .decoding(url: location, reason: DecodingErrorText.describe(error))
        }
        var entries: [LaunchLibraryEntry] = []
        var skipped: [String] = []
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for (index, object) in envelope.results.enumerated() {
            do {
                let raw = try encoder.encode(object)
                let launch = try OutsideJSON.decode(LaunchLibraryDTO.self, from: raw).toDomain(list: list, providerCountries: providerCountries)
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
