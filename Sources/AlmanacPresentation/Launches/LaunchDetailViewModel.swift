import AlmanacCore
import Foundation

/// The launch detail screen: every known fact and every link present, nothing for what is missing.
public struct LaunchDetailViewModel: Hashable, Sendable, Encodable {
    public let summary: LaunchRowViewModel
    public let launchpad: LaunchpadLabel?
    /// "T+33 s, merlin engine failure", one per recorded failure.
    public let failures: [String]
    public let details: String?
    public let links: [Link]
    public let patchLargeURL: String?
    /// What Launch Library 2 adds, label and value: status, window, weather probability, hold
    /// and failure reasons, pad by name when the catalogue has no such pad.
    public let launchLibraryFacts: [Fact]

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

    public init(_ detail: ShowLaunch.Detail, environment: PresentationEnvironment) {
        let launch = detail.launch
        summary = LaunchRowViewModel(.init(launch: launch, rocket: detail.rocket), environment: environment)
        launchpad = detail.launchpad.map { pad in
            let place = [pad.locality, pad.region].compactMap { $0 }.joined(separator: ", ")
            return LaunchpadLabel(id: pad.id, name: pad.name, fullName: pad.fullName, place: place.isEmpty ? nil : place)
        }
        failures = launch.failures.map(Self.describe)
        details = launch.details
        let links = launch.links
        let library = launch.launchLibrary
        var facts: [(String, String?)] = [("Status", library?.status?.words)]
        if let start = library?.windowStart, let end = library?.windowEnd, end > start {
            let calendar = environment.calendar
            facts.append(("Window", "\(DateText.timestamp(start, in: calendar)) to \(DateText.timestamp(end, in: calendar))"))
        }
        facts += [
            ("Weather probability", library?.probability.map { "\($0) %" }),
            ("Hold reason", library?.holdReason), ("Failure reason", library?.failReason),
            ("Pad", detail.launchpad == nil ? Self.padWords(library) : nil),
            ("Source", launch.provenance.words),
        ]
        launchLibraryFacts = facts.compactMap { label, value in value.map { Fact(label: label, value: $0) } }
        let candidates: [(String, String?)] = [
            ("Article", links.article), ("Wikipedia", links.wikipedia), ("Webcast", links.webcast),
            ("Press kit", links.presskit), ("Reddit campaign", links.redditCampaign),
            ("Reddit launch thread", links.redditLaunch), ("Reddit media", links.redditMedia),
            ("Reddit recovery", links.redditRecovery),
            // The webcast of a launch only LL2 knows is `links.webcast` already.
            ("More about it", library?.infoURL),
            ("Launch Library webcast", library?.webcastURL == links.webcast ? nil : library?.webcastURL),
        ]
        self.links = candidates.compactMap { label, url in url.map { Link(label: label, url: $0) } }
        patchLargeURL = links.patchLarge.map(environment.imageURL)
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
