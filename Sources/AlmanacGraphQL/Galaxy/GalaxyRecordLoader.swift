import AlmanacCore

/// The request's data loader for SWAPI records: a list of links is read in one batch with the
/// same links of every record handed out so far, so a query for every person with their
/// homeworld, films and species reads the store once per link field and level, however many
/// people there are (never once per person: the seed's N+1).
actor GalaxyRecordLoader {
    private let load: LoadGalaxyRecords
    private var known: [GalaxyReference: GalaxyRecord] = [:]
    private var absent: Set<GalaxyReference> = []
    private var everyRecord: [GalaxyResource: [GalaxyRecord]] = [:]
    /// Links of the records handed out that are not loaded yet, by link field: the next read of
    /// a field takes all of them.
    private var expected: [String: Set<GalaxyReference>] = [:]
    /// The batch being read for a field, which others asking for those links wait on.
    private var reading: [String: (references: Set<GalaxyReference>, task: Task<Void, any Error>)] = [:]

    init(load: LoadGalaxyRecords) { self.load = load }

    /// Every record of a resource, by id.
    func all(_ resource: GalaxyResource) async throws -> [GalaxyRecord] {
        if let records = everyRecord[resource] { return records }
        let records = try await load.all(resource)
        remember(records)
        everyRecord[resource] = records
        return records
    }

    /// One record by reference; nil when the store does not hold it.
    func record(_ reference: GalaxyReference) async throws -> GalaxyRecord? {
        if known[reference] == nil, !absent.contains(reference) { try await read([reference]) }
        return known[reference]
    }

    /// The records `record` links to under `key`, in its order (dangling links left out).
    func linked(_ key: String, of record: GalaxyRecord) async throws -> [GalaxyRecord] {
        let references = record.links[key] ?? []
        while true {
            let missing = Set(references.filter { known[$0] == nil && !absent.contains($0) })
            if missing.isEmpty { return references.compactMap { known[$0] } }
            if let batch = reading[key], batch.references.isSuperset(of: missing) {
                try await batch.task.value
                continue
            }
            let references = expected.removeValue(forKey: key, default: []).union(missing)
            let task = Task { try await read(references) }
            reading[key] = (references, task)
            try await task.value
        }
    }

    private func read(_ references: Set<GalaxyReference>) async throws {
        let found = try await load(references)
        for reference in references where found[reference] == nil { absent.insert(reference) }
        remember(Array(found.values))
    }

    private func remember(_ records: [GalaxyRecord]) {
        for record in records { known[record.reference] = record }
        for record in records {
            for (key, references) in record.links {
                for reference in references where known[reference] == nil && !absent.contains(reference) {
                    expected[key, default: []].insert(reference)
                }
            }
        }
    }
}

extension Dictionary {
    fileprivate mutating func removeValue(forKey key: Key, default value: Value) -> Value {
        removeValue(forKey: key) ?? value
    }
}
