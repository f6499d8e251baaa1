import Foundation

/// Every launch site the stored launches name, with their pads, counted in one pass over the
/// timeline when the listing is built (once per refresh): the sites' pages and their API then
/// read it without touching the store.
public struct LaunchSites: Sendable {
    /// The busiest first, then by name.
    public let all: [LaunchSite]
    private let positions: [Int: Int]

    /// `timeline`: every launch, oldest first.
    init(timeline: [Launch]) {
        var sites: [Int: SiteBuilder] = [:]
        for launch in timeline {
            guard let library = launch.launchLibrary, let siteID = library.locationID, let siteName = library.locationName else { continue }
            sites[siteID, default: SiteBuilder(id: siteID, name: siteName)].add(launch, library)
        }
        all = sites.values.map { $0.site() }.sorted { ($1.tally.total, $0.name) < ($0.tally.total, $1.name) }
        positions = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.id, $0) })
    }

    public func site(id: Int) -> LaunchSite? { positions[id].map { all[$0] } }
}

/// A site while its launches are counted: the latest record's descriptive fields win (a site
/// renamed keeps its newest name), counts add up.
private struct SiteBuilder {
    let id: Int
    var name: String
    var place: LaunchPlace?
    var tally = LaunchTally()
    var pads: [Int: PadBuilder] = [:]

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    mutating func add(_ launch: Launch, _ library: LaunchLibraryDetails) {
        name = library.locationName ?? name
        place = Self.merged(place, library.place)
        tally.add(launch)
        guard let padID = library.padID else { return }
        pads[padID, default: PadBuilder(id: padID, name: library.padName ?? "Pad \(padID)")].add(launch, library)
    }

    /// The newer record's fields where it has them, the older one's where it does not.
    static func merged(_ older: LaunchPlace?, _ newer: LaunchPlace?) -> LaunchPlace? {
        guard let older else { return newer }
        guard let newer else { return older }
        return LaunchPlace(
            latitude: newer.latitude ?? older.latitude, longitude: newer.longitude ?? older.longitude,
            padMapImageURL: newer.padMapImageURL ?? older.padMapImageURL, padWikiURL: newer.padWikiURL ?? older.padWikiURL,
            countryCode: newer.countryCode ?? older.countryCode, timeZone: newer.timeZone ?? older.timeZone,
            siteMapImageURL: newer.siteMapImageURL ?? older.siteMapImageURL)
    }

    func site() -> LaunchSite {
        LaunchSite(
            id: id, name: name, countryCode: place?.countryCode, timeZone: place?.timeZone, mapImageURL: place?.siteMapImageURL,
            pads: pads.values.map { $0.pad() }.sorted { ($1.tally.total, $0.name) < ($0.tally.total, $1.name) }, tally: tally)
    }
}

private struct PadBuilder {
    let id: Int
    var name: String
    var place: LaunchPlace?
    var tally = LaunchTally()
    var previousFlight: Date?
    var fastest: PadTurnaround?

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// Launches come oldest first, so a flown launch's turnaround is the time since the pad's
    /// previous flown one.
    mutating func add(_ launch: Launch, _ library: LaunchLibraryDetails) {
        name = library.padName ?? name
        place = SiteBuilder.merged(place, library.place)
        tally.add(launch)
        guard launch.outcome != .upcoming else { return }
        if let previousFlight, launch.datePrecision.isKnownToTheDay {
            let seconds = launch.date.timeIntervalSince(previousFlight)
            if seconds > 0, seconds < fastest?.seconds ?? .infinity {
                fastest = PadTurnaround(launchID: launch.id, launchName: launch.name, seconds: seconds)
            }
        }
        previousFlight = launch.date
    }

    func pad() -> LaunchPad {
        LaunchPad(
            id: id, name: name, latitude: place?.latitude, longitude: place?.longitude, mapImageURL: place?.padMapImageURL,
            wikiURL: place?.padWikiURL, tally: tally, fastestTurnaround: fastest)
    }
}
