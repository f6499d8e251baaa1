/// Imports every dataset a snapshot directory holds, each in its own transaction, so one refused
/// dataset (its reason reported) leaves the others imported and itself unchanged.
public struct ImportSnapshot: Sendable {
    /// One dataset as the snapshot holds it: whether its files are there, and how to load them
    /// into the store, answering what was loaded in words ("205 launches, 4 rockets, …").
    public struct Part: Sendable {
        public let dataset: DatasetID
        public let isPresent: Bool
        public let load: @Sendable () async throws -> String

        public init(_ dataset: DatasetID, isPresent: Bool, load: @escaping @Sendable () async throws -> String) {
            self.dataset = dataset
            self.isPresent = isPresent
            self.load = load
        }
    }

    /// What an import did, dataset by dataset, in registry order.
    public struct Report: Sendable {
        /// "SpaceX: 205 launches, 4 rockets, 6 launchpads".
        public internal(set) var imported: [String] = []
        /// "SWAPI: people.json: …": the dataset and why it was refused.
        public internal(set) var refused: [String] = []
        /// Datasets left alone because the store already had them (`onlyIfEmpty`).
        public internal(set) var kept: [DatasetID] = []
    }

    /// A directory without any dataset's files.
    public struct NothingToImport: Error, CustomStringConvertible {
        public let directory: String

        public var description: String {
            let expected = DatasetID.allCases.map(SnapshotLayout.pattern).joined(separator: ", ")
            return "\(directory) holds no snapshot data (expected any of \(expected))"
        }
    }

    private let directory: String
    private let store: any DatasetStore
    private let parts: [Part]

    /// - Parameter directory: the snapshot's path, named in the error when it holds no dataset.
    public init(directory: String, store: any DatasetStore, parts: [Part]) {
        self.directory = directory
        self.store = store
        self.parts = parts
    }

    /// - Parameter onlyIfEmpty: leave datasets the store already has (the server's `--snapshot`).
    public func callAsFunction(onlyIfEmpty: Bool = false) async throws -> Report {
        let present = parts.filter(\.isPresent)
        guard !present.isEmpty else { throw NothingToImport(directory: directory) }
        var report = Report()
        for part in present {
            if onlyIfEmpty, try await store.freshness(of: part.dataset) != nil {
                report.kept.append(part.dataset)
                continue
            }
            do {
                report.imported.append("\(part.dataset.displayName): \(try await part.load())")
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                report.refused.append("\(part.dataset.displayName): \(error)")
            }
        }
        return report
    }
}
