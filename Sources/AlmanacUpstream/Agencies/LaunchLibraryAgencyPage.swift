import AlmanacCore
import Foundation

/// One page of Launch Library 2's agencies list (`LaunchLibraryListPage`): the readable agencies,
/// each with its bytes as sent for the snapshot an export writes.
struct LaunchLibraryAgencyPage {
    let next: String?
    let agencies: [Agency]
    let objects: [Data]
    let skippedReasons: [String]

    /// One element's bytes as an agency.
    static let element: @Sendable (Data) throws -> Agency = { try JSONDecoder().decode(LaunchLibraryAgencyDTO.self, from: $0).toDomain() }

    static func decode(_ body: Data, location: String) throws(UpstreamFailure) -> LaunchLibraryAgencyPage {
        let page = try LaunchLibraryListPage.decode(body, location: location, element: element)
        return LaunchLibraryAgencyPage(
            next: page.next, agencies: page.records.map(\.record), objects: page.records.map(\.body), skippedReasons: page.skippedReasons)
    }

    /// Every page's readable objects as one list in the paged shape, as a snapshot holds it.
    static func document(of objects: [Data]) -> SnapshotDocument {
        LaunchLibraryListPage<Agency>.document(of: objects, path: SnapshotLayout.pattern(.agencies))
    }
}
