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
        let candidates: [(String, String?)] = [
            ("Article", links.article), ("Wikipedia", links.wikipedia), ("Webcast", links.webcast),
            ("Press kit", links.presskit), ("Reddit campaign", links.redditCampaign),
            ("Reddit launch thread", links.redditLaunch), ("Reddit media", links.redditMedia),
            ("Reddit recovery", links.redditRecovery),
        ]
        self.links = candidates.compactMap { label, url in url.map { Link(label: label, url: $0) } }
        patchLargeURL = links.patchLarge.map(environment.imageURL)
    }

    static func describe(_ failure: LaunchFailure) -> String {
        var parts: [String] = []
        if let time = failure.time { parts.append("T+\(NumberText.grouped(time)) s") }
        if let altitude = failure.altitude { parts.append("at \(NumberText.grouped(altitude)) km") }
        if let reason = failure.reason, !reason.isEmpty { parts.append(reason) }
        return parts.isEmpty ? "cause not recorded" : parts.joined(separator: ", ")
    }
}
