import AlmanacCore
import AlmanacPresentation
import Foundation

extension Composition {
    /// The snapshot import, with one part per dataset in the registry's order, from its wiring:
    /// its reader and the use case that loads what it read; `progress`, when given, shows each
    /// part and the records it has saved.
    package func snapshotImport(from directory: URL, progress: (any ImportProgress)? = nil) -> ImportSnapshot {
        ImportSnapshot(
            directory: directory.path, store: datasets,
            parts: DatasetID.allCases.map { dataset in
                let part = wiring(of: dataset).importPart(directory, progress)
                guard let progress else { return part }
                return ImportSnapshot.Part(dataset, isPresent: part.isPresent) {
                    progress.begin("Importing \(dataset.displayName)")
                    return try await part.load()
                }
            }
        )
    }
}
