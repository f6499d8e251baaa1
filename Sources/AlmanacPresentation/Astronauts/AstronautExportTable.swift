import AlmanacCore

extension ExportTable where Row == LinkedRecord<Astronaut> {
    /// Launch Library 2's astronauts: who, from where, and when they flew.
    public static let astronauts = ExportTable([
        .init("id") { .number($0.record.id) },
        .init("name") { .text($0.record.name) },
        .init("nationalities") { .text($0.record.nationalities.joined(separator: "; ")) },
        .init("agency") { .text($0.record.agency?.name) },
        .init("status") { .text($0.record.status) },
        .init("birthDate") { .text($0.record.birthDate) },
        .init("deathDate") { .text($0.record.deathDate) },
        .init("flights") { .number($0.record.flights.count) },
        .init("firstFlight") { .text($0.record.firstFlight.map(DateText.iso8601)) },
        .init("lastFlight") { .text($0.record.lastFlight.map(DateText.iso8601)) },
        .init("inSpace") { .flag($0.record.inSpace) },
        .init("url") { .text($0.pageURL) },
    ])
}
