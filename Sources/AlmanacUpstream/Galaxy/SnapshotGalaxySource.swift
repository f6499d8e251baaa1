import AlmanacCore
import Foundation

/// Reads the SWAPI dataset from a snapshot directory (`swapi/<resource>.json`, either shape).
public struct SnapshotGalaxySource: GalaxySource {
    private let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// Whether the directory holds SWAPI data at all.
    public var isPresent: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("swapi").path)
    }

    public func fetchGalaxy() async throws -> GalaxyDownload {
        var documents = GalaxyDocuments()
        for resource in GalaxyResource.allCases {
            let path = GalaxyDocuments.snapshotPath(resource)
            let body = try SnapshotFiles.read(path, in: directory)
            switch try GalaxyDocuments.decodeList(body, location: directory.appendingPathComponent(path).path) {
            case .complete(let records):
                documents.lists[resource] = records
                documents.verbatim[resource] = body
            case .page(_, _, let records):
                // A single saved page holds only its own records: keep them, re-encoded as a list.
                documents.lists[resource] = records
            }
        }
        return try documents.download(origin: .snapshot(directory.path), requestCount: 0) {
            directory.appendingPathComponent(GalaxyDocuments.snapshotPath($0)).path
        }
    }
}
