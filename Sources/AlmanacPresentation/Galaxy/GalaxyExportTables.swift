import AlmanacCore

extension ExportTable where Row == LinkedRecord<GalaxyRecord> {
    /// One Star Wars resource: its id and name, then each of its fields in SWAPI's order (as
    /// SWAPI words them, "unknown" and all), a link as the ids it leads to ("1 4 7").
    public static func galaxy(_ resource: GalaxyResource) -> ExportTable { galaxyTables[resource] ?? ExportTable([]) }

    private static let galaxyTables = Dictionary(
        uniqueKeysWithValues: GalaxyResource.allCases.map { resource in
            let fields: [Column] = resource.fields.map { field in
                let key = field.key
                return field.isLink
                    ? Column(key) { .text($0.record.links[key]?.map { String($0.id) }.joined(separator: " ")) }
                    : Column(key) { .text($0.record.values[key]) }
            }
            let named: [Column] = [.init("id") { .number($0.record.reference.id) }, .init("name") { .text($0.record.name) }]
            return (resource, ExportTable(named + fields + [.init("url") { .text($0.pageURL) }]))
        })
}
