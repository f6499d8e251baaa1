import AlmanacCore
import Foundation

/// Reads astronauts, stations and spacecraft from a snapshot directory's `ll2/astronauts.json`,
/// `ll2/spacestations.json` and `ll2/spacecraft.json` (each one list in its paged shape; the
/// stations and spacecraft files may be missing).
public struct SnapshotAstronautSource: AstronautSource {
    private let directory: URL

    public init(directory: URL) { self.directory = directory }

    public var isPresent: Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent(SnapshotLayout.astronauts).path) }

    public func fetchAstronauts() async throws -> AstronautDownload {
        let astronauts = try read(SnapshotLayout.astronauts, element: LaunchLibraryAstronautPages.astronaut)
        let stations = try readIfPresent(SnapshotLayout.spaceStations, element: LaunchLibraryAstronautPages.station)
        let spacecraft = try readIfPresent(SnapshotLayout.spacecraft, element: LaunchLibraryAstronautPages.spacecraft)
        // Kept byte for byte, so an export writes back the files that were imported.
        return AstronautDownload(
            astronauts: astronauts.page.records.map(\.record), stations: stations?.page.records.map(\.record) ?? [],
            spacecraft: spacecraft?.page.records.map(\.record) ?? [],
            documents: [astronauts.document] + [stations?.document, spacecraft?.document].compactMap { $0 }, origin: .snapshot(directory.path),
            skippedReasons: astronauts.page.skippedReasons + (stations?.page.skippedReasons ?? []) + (spacecraft?.page.skippedReasons ?? []),
            requestCount: 0)
    }

    private func readIfPresent<Record: Sendable>(
        _ path: String, element: @escaping @Sendable (Data) throws -> Record
    ) throws -> (page: LaunchLibraryListPage<Record>, document: SnapshotDocument)? {
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path) else { return nil }
        return try read(path, element: element)
    }

    private func read<Record: Sendable>(
        _ path: String, element: @escaping @Sendable (Data) throws -> Record
    ) throws -> (page: LaunchLibraryListPage<Record>, document: SnapshotDocument) {
        let body = try SnapshotFiles.read(path, in: directory)
        let page = try LaunchLibraryListPage.decode(body, location: directory.appendingPathComponent(path).path, element: element)
        return (page, SnapshotDocument(path: path, body: body))
    }
}
