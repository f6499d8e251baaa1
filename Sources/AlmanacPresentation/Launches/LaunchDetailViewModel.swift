import AlmanacCore
import Foundation

/// The launch detail screen: every known fact and every link present, nothing for what is missing.
public struct LaunchDetailViewModel: Hashable, Sendable, Encodable {
    public let summary: LaunchRowViewModel
    /// The launch's time with the zone said: "25 Aug 2026, 1:49 AM New York time".
    public let timeText: String
    public let launchpad: LaunchpadLabel?
    /// Launch Library 2's rocket configuration ("Electron"), the launches list's `configuration`.
    public let configurationName: String?
    /// Its page's id (`/launchers/{id}`).
    public let launcherID: String?
    /// Launch Library 2's site and pad, which have pages of their own (`/sites/{id}`).
    public let site: SiteLabel?
    /// "T+33 s, merlin engine failure", one per recorded failure.
    public let failures: [String]
    public let details: String?
    public let links: [Link]
    public let patchLargeURL: String?
    /// Whether `patchLargeURL` is the mission patch (else Launch Library's picture of the launch).
    public let imageIsPatch: Bool
    /// What Launch Library 2 adds, label and value: status, window, mission type and orbit, the
    /// launch's count in its year, weather probability and concerns, hold and failure reasons,
    /// the pad's turnaround, pad by name when the catalogue has no such pad.
    public let launchLibraryFacts: [Fact]
    /// The first stages, from Launch Library 2 or the SpaceX API's cores.
    public let boosters: [BoosterFlightViewModel]
    /// Who flew on it, as Launch Library 2 lists them (commander first).
    public let crew: [CrewMember]
    /// The spacecraft it carried, where its record names them.
    public let spacecraft: [SpacecraftFlown]
    /// Where to watch it, the live ones first, then Launch Library 2's first choice first.
    public let webcasts: [WebcastViewModel]
    /// The forecast at the pad across the window, for a launch ahead whose day has one.
    public let padWeather: PadWeatherViewModel?
    /// Launch Library 2's countdown and flight events, in time order.
    public let timeline: [TimelineStepViewModel]
    /// T-0 for a page's script moving along the timeline (UTC ISO 8601); nil while the launch's
    /// time is not known to the hour.
    public let timelineZero: String?
    /// Launch Library 2's status updates, newest first (the latest ones kept).
    public let updates: [Update]
    /// "The latest 50 of the 100,000 updates Launch Library 2 lists.", when it lists more.
    public let updatesNote: String?
    /// "Moved from 25 Nov 2026 to 27 Nov 2026, 2 days ago", when Almanac saw its date move.
    public let lastMove: String?
    /// Every schedule change Almanac saw, newest first.
    public let changes: [LaunchChangeViewModel]

    public struct SpacecraftFlown: Hashable, Sendable, Encodable {
        /// "Crew Dragon Freedom", else the kind's name.
        public let name: String
        /// "Crew Dragon 2" when that is not the name already.
        public let kind: String?
        /// Launch Library 2's id of the kind: its page's id.
        public let spacecraftID: Int?
    }

    public struct CrewMember: Hashable, Sendable, Encodable {
        public let name: String
        /// "Commander", "Mission Specialist"; nil when the record does not say.
        public let role: String?
        /// Launch Library 2's astronaut id.
        public let astronautID: Int?

        public init(name: String, role: String?, astronautID: Int?) {
            (self.name, self.role, self.astronautID) = (name, role, astronautID)
        }

        public init(_ assignment: CrewAssignment) {
            self.init(name: assignment.name, role: assignment.role, astronautID: assignment.astronautID)
        }

        /// "Pyotr Dubrov · Commander", or the name alone when the role is not given.
        public var text: String { [name, role].compactMap { $0 }.joined(separator: " · ") }
    }

    public struct Update: Hashable, Sendable, Encodable {
        public let text: String
        /// "25 Nov 2026 07:25" in the viewer's zone.
        public let timeText: String
        public let time: String
        public let author: String?
        public let url: String?
    }

    public struct Fact: Hashable, Sendable, Encodable {
        public let label: String
        public let value: String
    }

    public struct LaunchpadLabel: Hashable, Sendable, Encodable {
        public let id: String
        public let name: String
        public let fullName: String?
        /// "Cape Canaveral, Florida".
        public let place: String?
    }

    public struct Link: Hashable, Sendable, Encodable {
        public let label: String
        public let url: String
    }

    public struct SiteLabel: Hashable, Sendable, Encodable {
        public let id: Int
        public let name: String
        public let padID: Int?
        public let padName: String?
    }

    /// `units`: what the weather at the pad is told in.
    public init(_ detail: ShowLaunch.Detail, environment: PresentationEnvironment, units: UnitSystem = .metric) {
        let launch = detail.launch
        summary = LaunchRowViewModel(.init(launch: launch, rocket: detail.rocket), environment: environment)
        timeText =
            launch.datePrecision.isExact
            ? "\(summary.dateText) \(LaunchTimeText.zoneWords(environment.calendar.timeZone))" : summary.dateText
        site = launch.launchLibrary.flatMap { library in
            guard let id = library.locationID, let name = library.locationName else { return nil }
            return SiteLabel(id: id, name: name, padID: library.padID, padName: library.padName)
        }
        launchpad = detail.launchpad.map { pad in
            let place = [pad.locality, pad.region].compactMap { $0 }.joined(separator: ", ")
            return LaunchpadLabel(id: pad.id, name: pad.name, fullName: pad.fullName, place: place.isEmpty ? nil : place)
        }
        configurationName = launch.launchLibrary?.rocketName
        launcherID = configurationName.map(Launcher.id(named:))
        failures = launch.failures.map(Self.describe)
        details = launch.details
        let links = launch.links
        let library = launch.launchLibrary
        // One truth per page: a launch whose time passed without a result shows Launch Library's
        // last word as what it was, and when, not as the status it has now.
        let status =
            summary.outcome.datePassed
            ? library?.status.map { status in
                "\(status.words) was Launch Library 2's word"
                    + (library?.lastUpdated.map { " \(DateText.when($0, now: environment.now(), in: environment.calendar))" } ?? "")
                    + "; no result since"
            }
            : library?.status?.words
        var facts: [(String, String?)] = [(summary.outcome.datePassed ? "Last status" : "Status", status)]
        if let start = library?.windowStart, let end = library?.windowEnd, end > start {
            let zone = LaunchTimeText.zoneWords(environment.calendar.timeZone)
            facts.append(("Window", "\(LaunchTimeText.window(from: start, to: end, now: environment.now(), in: environment.calendar)) \(zone)"))
        }
        let year = environment.calendar.component(.year, from: launch.date)
        facts += [
            ("Mission type", library?.missionType),
            ("Orbit", library?.orbit.map { orbit in library?.orbitAbbreviation.map { "\(orbit) (\($0))" } ?? orbit }),
            (
                "Launch of the year",
                library?.yearLaunchCount.map { "The \(NumberText.ordinal($0)) \(launch.provider?.name ?? "provider's") launch of \(year)" }
            ),
            ("Weather probability", library?.probability.map { "\($0) % chance the weather allows it" }),
            ("Weather concerns", library?.weatherConcerns),
            ("Hold reason", library?.holdReason), ("Failure reason", library?.failReason),
            ("Pad", detail.launchpad == nil && library?.locationID == nil ? Self.padWords(library) : nil),
            ("Pad turnaround", library?.padTurnaround.map { "\(NumberText.duration(seconds: $0)) since the pad's previous launch" }),
            ("Source", launch.provenance.words),
        ]
        launchLibraryFacts = facts.compactMap { label, value in value.map { Fact(label: label, value: $0) } }
        let candidates: [(String, String?)] = [
            // The webcasts are listed on their own when Launch Library 2 gives them.
            ("Article", links.article), ("Wikipedia", links.wikipedia),
            ("Webcast", library?.webcasts?.isEmpty == false ? nil : links.webcast),
            ("Press kit", links.presskit), ("Reddit campaign", links.redditCampaign),
            ("Reddit launch thread", links.redditLaunch), ("Reddit media", links.redditMedia),
            ("Reddit recovery", links.redditRecovery),
            // The webcast of a launch only LL2 knows is `links.webcast` already.
            ("More about it", library?.infoURL),
            // LL2's webcasts are listed on their own when it gives them.
            ("Launch Library webcast", library?.webcastURL == links.webcast || library?.webcasts?.isEmpty == false ? nil : library?.webcastURL),
        ]
        self.links = candidates.compactMap { label, url in url.map { Link(label: label, url: $0) } }
        patchLargeURL = (links.patchLarge ?? library?.imageURL).map(environment.imageURL)
        imageIsPatch = links.patchLarge != nil || library?.imageURL == nil
        boosters = launch.boosters.map(BoosterFlightViewModel.init)
        crew = (library?.crew ?? []).map(CrewMember.init(_:))
        spacecraft = (library?.spacecraft ?? []).compactMap { vehicle in
            vehicle.displayName.map { name in
                SpacecraftFlown(
                    name: name, kind: vehicle.configurationName == name ? nil : vehicle.configurationName, spacecraftID: vehicle.configurationID)
            }
        }
        webcasts = WebcastViewModel.all(of: library, calendar: environment.calendar)
        padWeather = detail.padForecast.flatMap { PadWeatherViewModel($0, launch: launch, calendar: environment.calendar, units: units) }
        timeline = (library?.timeline ?? []).map { TimelineStepViewModel($0, launch: launch, calendar: environment.calendar) }
        timelineZero = launch.datePrecision.isExact && !timeline.isEmpty ? summary.date : nil
        lastMove = LaunchChangeViewModel.lastMove(detail.changes, environment: environment)
        changes = detail.changes.reversed().map { LaunchChangeViewModel($0, environment: environment) }
        updatesNote = library?.updateCount.map {
            "The latest \(LaunchLibraryDetails.keptUpdates) of the \(NumberText.grouped($0)) updates Launch Library 2 lists."
        }
        updates = (library?.updates ?? []).map { update in
            Update(
                text: update.comment, timeText: DateText.timestamp(update.at, in: environment.calendar), time: DateText.iso8601(update.at),
                author: update.author, url: update.infoURL
            )
        }
    }

    /// "Space Launch Complex 40, Cape Canaveral SFS, FL, USA", for a pad the catalogue lacks.
    private static func padWords(_ library: LaunchLibraryDetails?) -> String? {
        let parts = [library?.padName, library?.locationName].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    static func describe(_ failure: LaunchFailure) -> String {
        var parts: [String] = []
        if let time = failure.time { parts.append("T+\(NumberText.grouped(time)) s") }
        if let altitude = failure.altitude { parts.append("at \(NumberText.grouped(altitude)) km") }
        if let reason = failure.reason, !reason.isEmpty { parts.append(reason) }
        return parts.isEmpty ? "cause not recorded" : parts.joined(separator: ", ")
    }
}

extension String {
    /// nil for an empty string.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
