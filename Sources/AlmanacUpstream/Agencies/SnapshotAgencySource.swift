import AlmanacCore
import Foundation

/// Reads the agencies from a snapshot directory's `ll2/agencies.json` (one list in its paged shape).
public struct SnapshotAgencySource: AgencySource {
    private let directory: URL

    public init(directory: URL) { self.directory = directory }

    private var path: String { SnapshotLayout.pattern(.agencies) }

    public var isPresent: Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path) }

    public func fetchAgencies() async throws -> AgencyDownload {
        let body = try SnapshotFiles.read(path, in: directory)
        let page = try LaunchLibraryAgencyPage.decode(body, location: directory.appendingPathComponent(path).path)
        // Kept byte for byte, so an export writes back the file that was imported.
        return AgencyDownload(
            agencies: page.agencies, documents: [SnapshotDocument(path: path, body: body)], origin: .snapshot(directory.path),
            skippedReasons: page.skippedReasons, requestCount: 0)
    }
}
