import AlmanacCore
import AlmanacPresentation
import Foundation

/// Each record's row in a list, drawn once per version of SWAPI (as markup for a page, encoded for
/// the JSON API): a row shows the record and the names it links to, nothing of the viewer or the
/// clock. A first-time search or sort mostly shows rows some other list already drew, so only
/// the rows not kept are drawn, after one read that names their links.
final class KeptGalaxyRows<Drawing: Sendable>: Sendable {
    private let kept: KeptDrawings<GalaxyReference, ChangeStamp, Drawing>
    private let draw: @Sendable (GalaxyRowViewModel) throws -> Drawing

    init(limit: Int, draw: @escaping @Sendable (GalaxyRowViewModel) throws -> Drawing) {
        kept = KeptDrawings(limit: limit)
        self.draw = draw
    }

    /// The rows of `records`; `version` (SWAPI's) must be read before the records, so no row is
    /// kept under a version older than what it shows.
    func rows(
        of records: [GalaxyRecord], in resource: GalaxyResource, version: ChangeStamp, galaxy: GalaxyUseCases
    ) async throws -> [Drawing] {
        var drawn = records.map { kept.kept(for: $0.reference, of: version) }
        let undrawn = records.indices.filter { drawn[$0] == nil }
        guard !undrawn.isEmpty else { return drawn.compactMap { $0 } }
        let resolved = try await galaxy.browse.summaries(of: undrawn.map { records[$0] }, in: resource)
        for (index, record) in zip(undrawn, resolved) {
            let row = try draw(GalaxyRowViewModel(record))
            kept.keep(row, for: record.record.reference, of: version)
            drawn[index] = row
        }
        return drawn.compactMap { $0 }
    }
}
