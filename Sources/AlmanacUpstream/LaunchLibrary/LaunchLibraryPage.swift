import AlmanacCore
import Foundation

/// One page of a Launch Library 2 list, `{count, next, previous, results}`, read object by object:
/// an object that is not a readable launch is skipped and named, never the whole page.
struct LaunchLibraryPage {
    let count: Int?
    let next: String?
    let entries: [LaunchLibraryEntry]
    let skippedReasons: [String]

    /// - Parameter providerCountries: agency id → country codes, for records that do not name
    ///   their provider's country (`LaunchLibraryDTO.toDomain`).
    static func decode(
        _ body: Data, list: LaunchLibraryList, location: String, providerCountries: [Int: [String]] = [:]
    ) throws(UpstreamFailure) -> LaunchLibraryPage {
        let page = try LaunchLibraryListPage.decode(body, location: location) { raw in
            try JSONDecoder().decode(LaunchLibraryDTO.self, from: raw).toDomain(list: list, providerCountries: providerCountries)
        }
        return LaunchLibraryPage(
            count: page.count, next: page.next, entries: page.records.map { LaunchLibraryEntry(launch: $0.record, body: $0.body) },
            skippedReasons: page.skippedReasons)
    }
}
