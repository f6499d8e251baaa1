import AlmanacCore

extension ExportTable where Row == LinkedRecord<SavedCity> {
    /// A visitor's saved cities, in their order: where each is.
    public static let savedCities = ExportTable([
        .init("id") { .number(Int($0.record.id)) },
        .init("name") { .text($0.record.name) },
        .init("region") { .text($0.record.region) },
        .init("countryCode") { .text($0.record.countryCode) },
        .init("latitude") { .decimal($0.record.latitude) },
        .init("longitude") { .decimal($0.record.longitude) },
        .init("timeZone") { .text($0.record.timeZone) },
        .init("url") { .text($0.pageURL) },
    ])
}
