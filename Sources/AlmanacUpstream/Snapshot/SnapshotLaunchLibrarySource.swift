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

    /// The countries of the agencies beside the lists (`ll2/agencies.json`), when the snapshot
    /// holds them: copies of the lists cut down by a third party name a provider without its
    /// country. An unreadable agencies file is named by its own import; here it names nothing.
    private func providerCountries() async throws -> [Int: [String]] {
        let agencies = SnapshotAgencySource(directory: directory)
        guard agencies.isPresent, let download = try? await agencies.fetchAgencies() else { return [:] }
        return Dictionary(download.agencies.map { ($0.id, $0.countryCodes) }, uniquingKeysWith: { first, _ in first })
    }

    /// The whole list, whatever `updatedSince` and `before` say: a directory is read whole.
    public func fetch(_ list: LaunchLibraryList, updatedSince: Date?, before: Date?) async throws -> LaunchLibraryFetch {
        let origin = Origin.snapshot(directory.path)
        guard hasFile(list) else { return LaunchLibraryFetch(list: list, entries: [], origin: origin) }
        let path = SnapshotLayout.launchLibrary(list)
        let page = try LaunchLibraryPage.decode(
            try SnapshotFiles.read(path, in: directory), list: list, location: directory.appendingPathComponent(path).path,
            providerCountries: try await providerCountries())
        return LaunchLibraryFetch(list: list, entries: page.entries, skippedReasons: page.skippedReasons, origin: origin)
    }
}
