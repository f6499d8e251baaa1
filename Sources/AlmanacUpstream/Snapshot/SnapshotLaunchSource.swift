import AlmanacCore
import Foundation

/// Reads the SpaceX dataset from a snapshot directory (`spacex/v4/*.json`).
public struct SnapshotLaunchSource: LaunchSource {
    private let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// Whether the directory holds SpaceX data at all.
    public var isPresent: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(SnapshotLayout.spacex("company")).deletingLastPathComponent().path)
    }

    /// Always the snapshot's contents: a directory has no notion of "unchanged".
    public func fetchCatalog(revalidating stored: [SnapshotDocument]) async throws -> SpaceXFetch {
        var bodies: [SpaceXEndpoint: Data] = [:]
        for endpoint in SpaceXEndpoint.allCases {
            if endpoint.isOptional, !FileManager.default.fileExists(atPath: directory.appendingPathComponent(endpoint.snapshotPath).path) { continue }
            bodies[endpoint] = try SnapshotFiles.read(endpoint.snapshotPath, in: directory)
        }
        return .changed(
            try SpaceXDocuments(bodies: bodies).decode(origin: .snapshot(directory.path)) {
                directory.appendingPathComponent($0.snapshotPath).path
            })
    }
}
