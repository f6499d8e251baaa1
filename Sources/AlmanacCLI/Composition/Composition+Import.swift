import AlmanacCore
import AlmanacPresentation
import AlmanacUpstream
import Foundation

extension Composition {
    /// The snapshot import, with one part per dataset in the registry's order: its reader
    /// and the use case that loads what it read; `progress`, when given, shows each part and
    /// the records it has saved.
    func snapshotImport(from directory: URL, progress: ProgressLine? = nil) -> ImportSnapshot {
        ImportSnapshot(
            directory: directory.path, store: datasets,
            parts: DatasetID.allCases.map { dataset in
                let part = importPart(dataset, from: directory, progress: progress)
                guard let progress else { return part }
                return ImportSnapshot.Part(dataset, isPresent: part.isPresent) {
                    progress.begin("Importing \(dataset.displayName)")
                    return try await part.load()
                }
            }
        )
    }

    private func importPart(_ dataset: DatasetID, from directory: URL, progress: ProgressLine?) -> ImportSnapshot.Part {
        switch dataset {
        case .spacex:
            let source = SnapshotLaunchSource(directory: directory)
            return .init(dataset, isPresent: source.isPresent) { [launches] in
                try await SyncSpaceX(source: source, store: launches, checksAgainstStored: false)().countsText
            }
        case .swapi:
            let source = SnapshotGalaxySource(directory: directory)
            return .init(dataset, isPresent: source.isPresent) { [galaxy] in
                let summary = try await SyncGalaxy(source: source, store: galaxy, checksAgainstStored: false)()
                return summary.countsText + summary.danglingText
            }
        case .facts:
            let reader = SnapshotFactsReader(directory: directory)
            return .init(dataset, isPresent: reader.isPresent) { [facts] in
                try await ImportFacts(store: facts)(try reader.read()) { saved, total in
                    progress?.count(done: saved, of: total, .fact)
                }.countsText
            }
        case .weather:
            let reader = SnapshotWeatherReader(directory: directory)
            return .init(dataset, isPresent: reader.isPresent) { [weather] in
                try await ImportWeather(store: weather)(try reader.read()).countsText
            }
        }
    }
}
