/// Every SWAPI record made ready for lists and look-ups, once per refresh: each resource's
/// records in name order with their folded names and sort values worked out, and each record
/// findable by its reference. The dataset is a few hundred records, so a list of any search and
/// sort is one pass over them: no SQL, no JSON and no number parsing per request. Searching,
/// counting and sorting in SQL, then decoding the page's JSON, was a large part of a first-time
/// list page.
///
/// Its order is the one the SQL had, which the galaxy store contract checks on both engines:
/// by folded name byte by byte, then id; by a numeric field with unknown values last in either
/// direction, then by name and id.
public struct GalaxyListing: Sendable {
    private let byReference: [GalaxyReference: GalaxyRecord]
    /// Each resource's records by folded name (byte order), then id.
    private let byName: [GalaxyResource: [Entry]]

    /// A record with what lists compare of it.
    private struct Entry: Sendable {
        let record: GalaxyRecord
        /// The name as searches compare it (`foldedForSearch`).
        let foldedName: String
        /// Records with the same folded name share a rank; ranks grow with the name.
        let nameRank: Int
        /// Its place in name order: the tie-breaker of every other order.
        let position: Int
        /// Each numeric sort field's value (`GalaxyField.sortValue`), by field key; absent when unknown.
        let sortValues: [String: Double]
    }

    public init(_ records: [GalaxyRecord]) {
        byReference = Dictionary(records.map { ($0.reference, $0) }, uniquingKeysWith: { first, _ in first })
        var byName: [GalaxyResource: [Entry]] = [:]
        for (resource, records) in Dictionary(grouping: byReference.values, by: \.reference.resource) {
            let named = records.map { ($0, $0.name.foldedForSearch) }.sorted { lhs, rhs in
                lhs.1 == rhs.1 ? lhs.0.reference.id < rhs.0.reference.id : lhs.1.utf8.lexicographicallyPrecedes(rhs.1.utf8)
            }
            let fields = resource.sorts.compactMap(\.field)
            var entries: [Entry] = []
            entries.reserveCapacity(named.count)
            for (position, (record, folded)) in named.enumerated() {
                let rank = position > 0 && named[position - 1].1 == folded ? entries[position - 1].nameRank : position
                var values: [String: Double] = [:]
                for field in fields { values[field.key] = record.values[field.key].flatMap(field.sortValue) }
                entries.append(Entry(record: record, foldedName: folded, nameRank: rank, position: position, sortValues: values))
            }
            byName[resource] = entries
        }
        self.byName = byName
    }

    public func record(_ reference: GalaxyReference) -> GalaxyRecord? { byReference[reference] }

    /// Every record of `resource`, by id.
    public func records(of resource: GalaxyResource) -> [GalaxyRecord] {
        (byName[resource] ?? []).map(\.record).sorted { $0.reference.id < $1.reference.id }
    }

    /// How many records each resource holds (resources never loaded count 0).
    public var counts: [GalaxyResource: Int] {
        Dictionary(uniqueKeysWithValues: GalaxyResource.allCases.map { ($0, byName[$0]?.count ?? 0) })
    }

    /// The page `query` asks for among the records matching its search, with their count.
    public func page(_ query: GalaxyQuery) -> Page<GalaxyRecord> {
        var matching = byName[query.resource] ?? []
        if let search = query.search?.foldedForSearch {
            matching.removeAll { !$0.foldedName.contains(search) }
        }
        let descending = query.order == .descending
        if let key = query.sort.field?.key {
            matching.sort { lhs, rhs in
                switch (lhs.sortValues[key], rhs.sortValues[key]) {
                case (let left?, let right?) where left != right: descending ? left > right : left < right
                case (.some, nil): true
                case (nil, .some): false
                default: lhs.position < rhs.position
                }
            }
        } else if descending {
            // Names from last to first; records of one name still by id.
            matching.sort { $0.nameRank == $1.nameRank ? $0.position < $1.position : $0.nameRank > $1.nameRank }
        }
        let shown = matching.dropFirst(query.page.offset).prefix(query.page.limit).map(\.record)
        return Page(items: Array(shown), request: query.page, total: matching.count)
    }
}
