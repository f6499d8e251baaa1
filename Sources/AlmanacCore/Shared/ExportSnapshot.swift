/// Writes every stored dataset's documents to a snapshot directory.
public struct ExportSnapshot: Sendable {
    private let store: any DatasetStore
    private let writer: any SnapshotWriter

    public init(store: any DatasetStore, writer: any SnapshotWriter) {
        self.store = store
        self.writer = writer
    }

    /// Returns how many documents were written per dataset; datasets never loaded are skipped.
    @discardableResult
    public func callAsFunction(datasets: [DatasetID]) async throws -> [DatasetID: Int] {
        var written: [DatasetID: Int] = [:]
        for dataset in datasets {
            let documents = try await store.documents(of: dataset)
            guard !documents.isEmpty else { continue }
            for document in documents { try writer.write(document) }
            written[dataset] = documents.count
        }
        return written
    }
}

/// Puts snapshot documents somewhere (a directory on disk).
public protocol SnapshotWriter: Sendable {
    func write(_ document: SnapshotDocument) throws
}
