import AlmanacCore
import Foundation

/// Reads the facts dataset from a snapshot directory: `chucknorris/jokes.json` (an array of
/// joke objects) and, when present, `chucknorris/categories.json`.
public struct SnapshotFactsReader: Sendable {
    private let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// Whether the directory holds facts at all.
    public var isPresent: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(SnapshotLayout.facts).path)
    }

    public func read() throws -> FactSnapshot {
        let jokesFile = directory.appendingPathComponent(SnapshotLayout.facts).path
        let jokes: [ChuckNorrisJokeDTO] = try decode(try SnapshotFiles.read(SnapshotLayout.facts, in: directory), path: jokesFile)
        var facts: [FetchedFact] = []
        for (index, joke) in jokes.enumerated() {
            do {
                facts.append(try joke.fetchedFact())
            } catch {
                throw SnapshotError(path: jokesFile, reason: "entry \(index): \(error.description)")
            }
        }
        var categories: [String]?
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent(SnapshotLayout.factCategories).path) {
            let path = directory.appendingPathComponent(SnapshotLayout.factCategories).path
            categories = (try decode(try SnapshotFiles.read(SnapshotLayout.factCategories, in: directory), path: path) as [String]).map {
                $0.lowercased()
            }
        }
        return FactSnapshot(facts: facts, categories: categories, origin: .snapshot(directory.path))
    }

    private func decode<Body: Decodable>(_ data: Data, path: String) throws -> Body {
        do {
            return try OutsideJSON.decode(Body.self, from: data)
        } catch {
            throw SnapshotError(path: path, reason: DecodingErrorText.describe(error))
        }
    }
}
