import AlmanacCore
import Foundation

/// A record as a downloaded list holds it, with the address of its page.
public struct LinkedRecord<Record: Sendable>: Sendable {
    public let record: Record
    public let pageURL: String

    public init(_ record: Record, pageURL: String) {
        self.record = record
        self.pageURL = pageURL
    }
}

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

extension ExportTable where Row == LinkedRecord<Fact> {
    /// Facts: the text, its categories and chucknorris.io's dates and address.
    public static let facts = ExportTable([
        .init("id") { .text($0.record.id) },
        .init("text") { .text($0.record.text) },
        .init("categories") { .text($0.record.categories.joined(separator: " ")) },
        .init("createdAt") { .text($0.record.createdAt.map(DateText.iso8601)) },
        .init("updatedAt") { .text($0.record.updatedAt.map(DateText.iso8601)) },
        .init("sourceURL") { .text($0.record.url) },
        .init("url") { .text($0.pageURL) },
    ])
}
