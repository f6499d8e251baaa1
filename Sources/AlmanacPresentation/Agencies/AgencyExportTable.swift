import AlmanacCore

extension ExportTable where Row == LinkedRecord<Agency> {
    /// Launch Library 2's agencies: who they are and their launch and landing counters.
    public static let agencies = ExportTable([
        .init("id") { .number($0.record.id) },
        .init("name") { .text($0.record.name) },
        .init("abbreviation") { .text($0.record.abbreviation) },
        .init("type") { .text($0.record.type) },
        .init("countryCodes") { .text($0.record.countryCodes.joined(separator: " ")) },
        .init("administrator") { .text($0.record.administrator) },
        .init("foundingYear") { .number($0.record.foundingYear) },
        .init("launches") { .number($0.record.launches.total) },
        .init("launchesSuccessful") { .number($0.record.launches.successful) },
        .init("launchesFailed") { .number($0.record.launches.failed) },
        .init("launchesPending") { .number($0.record.launches.pending) },
        .init("landingsAttempted") { .number($0.record.landings.attempted) },
        .init("landingsSuccessful") { .number($0.record.landings.successful) },
        .init("launchers") { .text($0.record.launchers.joined(separator: "; ")) },
        .init("spacecraft") { .text($0.record.spacecraft.joined(separator: "; ")) },
        .init("infoURL") { .text($0.record.infoURL) },
        .init("wikiURL") { .text($0.record.wikiURL) },
        .init("url") { .text($0.pageURL) },
    ])
}
