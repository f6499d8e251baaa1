import AlmanacCore
import Foundation

extension SQLSession {
    /// The stored Launch Library launches as the two snapshot files (see `StoredDocuments`).
    func launchLibraryDocuments() async throws -> [SnapshotDocument] {
        var documents: [SnapshotDocument] = []
        for list in LaunchLibraryList.allCases {
            let bodies: [Data] = try await values("SELECT body FROM ll2_launch WHERE list = \(list.rawValue) ORDER BY net, id\(engine.byteOrder)")
            if let document = StoredDocuments.launchLibrary(list, bodies: bodies) { documents.append(document) }
        }
        return documents
    }
}
