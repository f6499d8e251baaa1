import AlmanacCore
import Foundation

/// Reads Launch Library 2's lists from a snapshot directory (`ll2/upcoming.json`,
/// `ll2/previous.json`, each one list in its paged shape). A missing list is an empty one: a
/// snapshot may hold only one of them.
public struct SnapshotLaunchLibrarySource: LaunchLibrarySource {
    private let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// Whether the directory holds either list.
    public var isPresent: Bool { LaunchLibraryList.allCases.contains(where: hasFile) }

    private func hasFile(_ list: LaunchLibraryList) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(SnapshotLayout.launchLibrary(list)).path)
    }

    /// The whole list, whatever `updatedSince` says: a directory is read whole.
    public func fetch(_ list: LaunchLibraryList, updatedSince: Date?) async throws -> LaunchLibraryFetch {
        let origin = Origin.snapshot(directory.path)
        guard hasFile(list) else { return LaunchLibraryFetch(list: list, entries: [], origin: origin) }
        let path = SnapshotLayout.launchLibrary(list)
        let page = try LaunchLibraryPage.decode(
            try SnapshotFiles.read(path, in: directory), list: list, location: directory.appendingPathComponent(path).path)
        return LaunchLibraryFetch(list: list, entries: page.entries, skippedReasons: page.skippedReasons, origin: origin)
    }
}
