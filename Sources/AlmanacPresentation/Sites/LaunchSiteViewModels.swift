import AlmanacCore
import Foundation

extension Noun {
    public static let launchSite = Noun("launch site")
    public static let pad = Noun("pad")
}

/// A row of the launch sites list, the same for the page, the JSON API and the terminal.
public struct LaunchSiteRowViewModel: Hashable, Sendable, Encodable {
    public let id: Int
    public let name: String
    /// "United States", or "—".
    public let countryText: String
    public let launchCount: Int
    /// "1,127 launches, 93 % successful".
    public let launchesText: String
    /// "95 %" of the launches with an outcome; "—" when none has one.
    public let successText: String
    public let padCount: Int
    /// "4 pads".
    public let padsText: String
    /// "1957–2026", "2018", or "—" when none has flown.
    public let yearsText: String

    public init(_ site: LaunchSite) {
        id = site.id
        name = site.name
        countryText = Self.countryText(site.countryCode)
        launchCount = site.tally.total
        launchesText = site.tally.launchesText
        successText = site.tally.successText
        padCount = site.pads.count
        padsText = Noun.pad.count(site.pads.count)
        yearsText = site.tally.yearsText
    }

    /// The country's name; "—" for none, or a placeholder such as "???" (an air launch).
    static func countryText(_ code: String?) -> String {
        guard let code, code.utf8.count == 3, code.utf8.allSatisfy({ (65...90).contains($0) }) else { return "—" }
        return CountryNames.name(of: code)
    }
}

/// A launch named on a site's page, linked and dated.
public struct LaunchMentionViewModel: Hashable, Sendable, Encodable {
    public let id: String
    public let name: String
    /// ISO 8601, UTC.
    public let date: String
    /// "25 Nov 2026, 7:25 AM", in the viewer's zone, at the date's precision.
    public let dateText: String

    public init(_ mention: LaunchMention, environment: PresentationEnvironment) {
        id = mention.id
        name = mention.name
        date = DateText.iso8601(mention.date)
        dateText = LaunchTimeText.time(mention.date, precision: mention.datePrecision, in: environment.calendar)
    }
}

/// One pad of a site's page.
public struct LaunchPadViewModel: Hashable, Sendable, Encodable {
    public let id: Int
    public let name: String
    public let launchCount: Int
    public let launchesText: String
    /// "95 %" of the launches with an outcome; "—" when none has one.
    public let successText: String
    /// "1957–2026", "2018", or "—" when none has flown.
    public let yearsText: String
    /// "28.562° N, 80.577° W", or nil when no record gives it.
    public let coordinatesText: String?
    public let latitude: Double?
    public let longitude: Double?
    public let mapImageURL: String?
    /// As sent: the page links it only when it is `http`/`https`.
    public let wikiURL: String?
    public let first: LaunchMentionViewModel?
    public let latest: LaunchMentionViewModel?
    /// "2 days 8 hours, before Starlink Group 6-31".
    public let fastestTurnaroundText: String?
    /// "2 days 8 hours": the same without the launch, for a table of pads.
    public let fastestTurnaroundDuration: String?

    public init(_ pad: LaunchPad, environment: PresentationEnvironment) {
        id = pad.id
        name = pad.name
        launchCount = pad.tally.total
        launchesText = pad.tally.launchesText
        successText = pad.tally.successText
        yearsText = pad.tally.yearsText
        latitude = pad.latitude
        longitude = pad.longitude
        coordinatesText = Self.coordinatesText(latitude: pad.latitude, longitude: pad.longitude)
        mapImageURL = pad.mapImageURL.map(environment.imageURL)
        wikiURL = pad.wikiURL
        first = pad.tally.first.map { LaunchMentionViewModel($0, environment: environment) }
        latest = pad.tally.latest.map { LaunchMentionViewModel($0, environment: environment) }
        fastestTurnaroundText = pad.fastestTurnaround.map(Self.turnaroundText)
        fastestTurnaroundDuration = pad.fastestTurnaround.map { NumberText.duration(seconds: $0.seconds) }
    }

    static func turnaroundText(_ turnaround: PadTurnaround) -> String {
        "\(NumberText.duration(seconds: turnaround.seconds)), before \(turnaround.launchName)"
    }

    /// "28.562° N, 80.577° W".
    static func coordinatesText(latitude: Double?, longitude: Double?) -> String? {
        guard let latitude, let longitude else { return nil }
        func part(_ value: Double, _ positive: String, _ negative: String) -> String {
            "\(NumberText.decimal(abs(value), decimals: 3))° \(value < 0 ? negative : positive)"
        }
        return "\(part(latitude, "N", "S")), \(part(longitude, "E", "W"))"
    }
}

/// One launch site's page: its counts, clock, map and pads.
public struct LaunchSiteDetailViewModel: Hashable, Sendable, Encodable {
    public let summary: LaunchSiteRowViewModel
    /// "Pacific/Auckland (UTC+13)".
    public let timeZoneText: String?
    public let mapImageURL: String?
    /// Label and value, in reading order; missing values are left out.
    public let facts: [LabelledFact]
    public let pads: [LaunchPadViewModel]

    public init(_ site: LaunchSite, environment: PresentationEnvironment) {
        summary = LaunchSiteRowViewModel(site)
        let zone = site.timeZone.flatMap(TimeZone.init(identifier:))
        timeZoneText = zone.map { "\($0.identifier) (\(LaunchTimeText.zoneWords($0)))" } ?? site.timeZone
        mapImageURL = site.mapImageURL.map(environment.imageURL)
        pads = site.pads.map { LaunchPadViewModel($0, environment: environment) }
        facts = LabelledFact.present(
            [
                ("Country", summary.countryText == "—" ? nil : summary.countryText),
                ("Time zone", timeZoneText),
            ] + site.tally.facts(environment: environment) + [
                ("Pads", site.pads.isEmpty ? nil : NumberText.grouped(site.pads.count)),
                (
                    "Fastest pad turnaround",
                    site.fastestTurnaround.map { "\(LaunchPadViewModel.turnaroundText($0.turnaround)) (\($0.pad.name))" }
                ),
            ])
    }
}
