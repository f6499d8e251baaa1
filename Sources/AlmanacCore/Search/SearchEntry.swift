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
    /// The title folded (`foldedForSearch`): the words it is found by, and what ranking compares.
    public let foldedTitle: String

    public init(kind: SearchKind, key: String, title: String, detail: String? = nil, date: Date? = nil) {
        self.init(kind: kind, key: key, title: title, detail: detail, date: date, foldedTitle: title.foldedForSearch)
    }

    /// An entry as the index returns it, its title folded when it was stored (folding every
    /// match again would be most of a search's time).
    public init(kind: SearchKind, key: String, title: String, detail: String?, date: Date?, foldedTitle: String) {
        self.kind = kind
        self.key = key
        self.title = title
        self.detail = detail
        self.date = date
        self.foldedTitle = foldedTitle
    }

    /// The entries of the launches dataset: every launch (by its name, as the launches list's
    /// own search finds it), every booster (by its serial) and every rocket (by its name). Built
    /// whenever the launches are.
    public static func launchEntries(timeline: [Launch], rockets: [Rocket]) -> [SearchEntry] {
        let rocketNames = Dictionary(rockets.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let launches = timeline.map { launch in
            let rocket = launch.rocketID.flatMap { rocketNames[$0] }
            return SearchEntry(
                kind: .launch, key: launch.id, title: launch.name, detail: rocket, date: launch.date)
        }
        let boosters = Booster.gather(from: timeline).map { booster in
            SearchEntry(
                kind: .booster, key: booster.serial, title: booster.serial,
                detail: "\(booster.flightCount) flight\(booster.flightCount == 1 ? "" : "s")")
        }
        let rocketEntries = rockets.map { rocket in
            SearchEntry(
                kind: .rocket, key: rocket.id, title: rocket.name,
                detail: rocket.firstFlight.map { "first flight \($0)" } ?? (rocket.isActive ? "active" : "retired"))
        }
        return launches + boosters + rocketEntries
    }
}
