import Foundation

/// One record as the search index holds it: its kind and key (what its page is found by), the
/// title and detail a result shows, a date when it has one, and the words it is found by.
public struct SearchEntry: Hashable, Sendable {
    public let kind: SearchKind
    /// The launch's or rocket's id, the booster's serial, the SWAPI record's number, the fact's
    /// id, the saved city's id.
    public let key: String
    public let title: String
    /// "Falcon 9", "Sci-fi, Films": what tells two results with the same title apart.
    public let detail: String?
    /// A launch's date.
    public let date: Date?
    /// The words it is found by, folded (`foldedForSearch`): its title and a few more.
    public let words: String

    public init(kind: SearchKind, key: String, title: String, detail: String? = nil, date: Date? = nil, words: [String]) {
        self.kind = kind
        self.key = key
        self.title = title
        self.detail = detail
        self.date = date
        self.words = words.joined(separator: " ").foldedForSearch
    }

    /// The entries of the launches dataset: every launch (by its name, as the launches list's
    /// own search finds it), every booster (by its serial) and every rocket (by its name). Built
    /// whenever the launches are.
    public static func launchEntries(timeline: [Launch], rockets: [Rocket]) -> [SearchEntry] {
        let rocketNames = Dictionary(rockets.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let launches = timeline.map { launch in
            let rocket = launch.rocketID.flatMap { rocketNames[$0] }
            return SearchEntry(
                kind: .launch, key: launch.id, title: launch.name, detail: rocket, date: launch.date, words: [launch.name])
        }
        let boosters = Booster.gather(from: timeline).map { booster in
            SearchEntry(
                kind: .booster, key: booster.serial, title: booster.serial,
                detail: "\(booster.flightCount) flight\(booster.flightCount == 1 ? "" : "s")", words: [booster.serial])
        }
        let rocketEntries = rockets.map { rocket in
            SearchEntry(
                kind: .rocket, key: rocket.id, title: rocket.name,
                detail: rocket.firstFlight.map { "first flight \($0)" } ?? (rocket.isActive ? "active" : "retired"), words: [rocket.name])
        }
        return launches + boosters + rocketEntries
    }
}
