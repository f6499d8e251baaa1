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
        let now = now
        switch dataset {
        case .spacex:
            let source = SnapshotLaunchSource(directory: directory)
            return .init(dataset, isPresent: source.isPresent) { [launches, now] in
                try await SyncSpaceX(source: source, store: launches, now: now, checksAgainstStored: false)().countsText
            }
        case .launchLibrary:
            let source = SnapshotLaunchLibrarySource(directory: directory)
            return .init(dataset, isPresent: source.isPresent) { [launches, now] in
                try await SyncLaunchLibrary(source: source, store: launches, now: now)().countsText
            }
        case .swapi:
            let source = SnapshotGalaxySource(directory: directory)
            return .init(dataset, isPresent: source.isPresent) { [galaxy, now] in
                let summary = try await SyncGalaxy(source: source, store: galaxy, now: now, checksAgainstStored: false)()
                return summary.countsText + summary.danglingText
            }
        case .facts:
            let reader = SnapshotFactsReader(directory: directory)
            return .init(dataset, isPresent: reader.isPresent) { [facts, now] in
                try await ImportFacts(store: facts, now: now)(try reader.read()) { saved, total in
                    progress?.count(done: saved, of: total, .fact)
                }.countsText
            }
        case .weather:
            let reader = SnapshotWeatherReader(directory: directory)
            return .init(dataset, isPresent: reader.isPresent) { [weather, now] in
                try await ImportWeather(store: weather, now: now)(try reader.read()).countsText
            }
        }
    }
}
