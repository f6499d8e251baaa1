import AlmanacCore
import AlmanacReplay
import Foundation

/// The upstream shapes the mirrors answer in, made from what the store holds: each dataset's
/// snapshot files (`DatasetStore.documents(of:)`, what an export writes) read by the same code
/// the replay server answers with, once per version of the dataset.
final class MirrorShapes: Sendable {
    private let datasets: any DatasetStore
    private let versions: DataVersions
    private let swapi = KeptWhileStamped<Int, SWAPIReplay>(limit: 1)
    private let facts = KeptWhileStamped<Int, FactsReplay>(limit: 1)

    init(datasets: any DatasetStore, versions: DataVersions) {
        self.datasets = datasets
        self.versions = versions
    }

    /// SWAPI's six resources as swapi.dev pages them.
    func galaxy() async throws -> SWAPIReplay {
        try await swapi.value(0, version: try await versions.version(of: [.swapi])) {
            try SWAPIReplay(documents: try await documents(of: .swapi))
        }
    }

    /// chucknorris.io's jokes: every stored fact as the API sent it, and its categories.
    func chuckNorris() async throws -> FactsReplay {
        try await facts.value(0, version: try await versions.version(of: [.facts])) {
            let documents = try await documents(of: .facts)
            return try FactsReplay(jokes: documents[SnapshotLayout.facts] ?? Data("[]".utf8), categories: documents[SnapshotLayout.factCategories])
        }
    }

    private func documents(of dataset: DatasetID) async throws -> [String: Data] {
        Dictionary(try await datasets.documents(of: dataset).map { ($0.path, $0.body) }) { first, _ in first }
    }
}
