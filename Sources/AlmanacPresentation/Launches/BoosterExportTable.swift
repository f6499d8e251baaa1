import AlmanacCore

extension ExportTable where Row == LinkedRecord<Booster> {
    /// The first stages the launches name: how often each flew and landed, and when.
    public static let boosters = ExportTable([
        .init("serial") { .text($0.record.serial) },
        .init("status") { .text($0.record.status.rawValue) },
        .init("flights") { .number($0.record.flightCount) },
        .init("landings") { .number($0.record.landings) },
        .init("firstFlight") { .text($0.record.firstFlight.map(DateText.iso8601)) },
        .init("lastFlight") { .text($0.record.lastFlight.map(DateText.iso8601)) },
        .init("nextFlight") { .text($0.record.nextFlight.map { DateText.iso8601($0.launch.date) }) },
        .init("url") { .text($0.pageURL) },
    ])
}
