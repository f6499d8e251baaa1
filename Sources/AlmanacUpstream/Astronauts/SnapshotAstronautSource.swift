import AlmanacCore
import Foundation

/// Reads astronauts and stations from a snapshot directory's `ll2/astronauts.json` and
/// `ll2/spacestations.json` (each one list in its paged shape; the stations file may be missing).
public struct SnapshotAstronautSource: AstronautSource {
    private let directory: URL

    public init(directory: URL) { self.directory = directory }

    public var isPresent: Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent(SnapshotLayout.astronauts).path) }

    public func fetchAstronauts() async throws -> AstronautDownload {
        let astronauts = try read(SnapshotLayout.astronauts, element: LaunchLibraryAstronautPages.astronaut)
        let hasStations = FileManager.default.fileExists(atPath: directory.appendingPathComponent(SnapshotLayout.spaceStations).path)
        let stations = hasStations ? try read(SnapshotLayout.spaceStations, element: LaunchLibraryAstronautPages.station) : nil
        // Kept byte for byte, so an export writes back the files that were imported.
        return AstronautDownload(
            astronauts: astronauts.page.records.map(\.record), stations: stations?.page.records.map(\.record) ?? [],
            documents: [astronauts.document] + (stations.map { [$0.document] } ?? []), origin: .snapshot(directory.path),
            skippedReasons: astronauts.page.skippedReasons + (stations?.page.skippedReasons ?? []), requestCount: 0)
    }

    private func read<Record: Sendable>(
        _ path: String, element: @escaping @Sendable (Data) throws -> Record
    ) throws -> (page: LaunchLibraryListPage<Record>, document: SnapshotDocument) {
        let body = try SnapshotFiles.read(path, in: directory)
        let page = try LaunchLibraryListPage.decode(body, location: directory.appendingPathComponent(path).path, element: element)
        return (page, SnapshotDocument(path: path, body: body))
    }
}
