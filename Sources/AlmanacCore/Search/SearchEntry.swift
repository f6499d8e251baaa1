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
    /// Other words it is found by, folded: a launch's rocket, provider and pad. Found only by
    /// them, an entry ranks after those found by their title (`SearchRanking.otherWords`).
    public private(set) var foldedOtherWords: String?

    public init(kind: SearchKind, key: String, title: String, detail: String? = nil, date: Date? = nil, alsoFoundBy otherWords: [String] = []) {
        let folded = otherWords.map(\.foldedForSearch).filter { !$0.isEmpty }
        self.init(kind: kind, key: key, title: title, detail: detail, date: date, foldedTitle: title.foldedForSearch)
        self.foldedOtherWords = folded.isEmpty ? nil : folded.joined(separator: " ")
    }

    /// Everything it is found by, as the index stores it: the folded title, then on a line of
    /// their own its other words (`init(kind:key:title:detail:date:storedWords:)` splits them).
    public var storedWords: String {
        guard let foldedOtherWords else { return foldedTitle }
        return "\(foldedTitle.replacingOccurrences(of: "\n", with: " "))\n\(foldedOtherWords)"
    }

    /// An entry as the index returns it, from `storedWords`.
    public init(kind: SearchKind, key: String, title: String, detail: String?, date: Date?, storedWords: String) {
        let parts = storedWords.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        self.init(kind: kind, key: key, title: title, detail: detail, date: date, foldedTitle: String(parts[0]))
        self.foldedOtherWords = parts.count > 1 ? String(parts[1]) : nil
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
        self.foldedOtherWords = nil
    }

    /// The entries of the launches dataset: every launch (by its name and the names the
    /// launches list's own search finds it by, `Launch.searchedNames`), every booster (by its
    /// serial) and every rocket (by its name). Built whenever the launches are.
    public static func launchEntries(timeline: [Launch], rockets: [Rocket]) -> [SearchEntry] {
        let rocketNames = rockets.namesByID
        let launches = timeline.map { launch in
            let catalogRocket = launch.rocketID.flatMap { rocketNames[$0] }
            // A date known only to its month or coarser is none here: the launches list shows
            // such launches last, and "31 Dec 2026" would name a day nobody named.
            return SearchEntry(
                kind: .launch, key: launch.id, title: launch.name, detail: catalogRocket ?? launch.launchLibrary?.rocketName,
                date: launch.hasVagueDate ? nil : launch.date, alsoFoundBy: launch.searchedNames(catalogRocket: catalogRocket))
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
        // Every provider's rockets and the launch sites, found by name ("electron", "mahia").
        let launchers = Launchers(timeline: timeline).all.map { launcher in
            SearchEntry(
                kind: .launcher, key: launcher.id, title: launcher.name,
                detail: [launcher.family, "\(launcher.tally.total) launch\(launcher.tally.total == 1 ? "" : "es")"].compactMap { $0 }
                    .joined(separator: " · "))
        }
        let sites = LaunchSites(timeline: timeline).all.map { site in
            SearchEntry(
                kind: .site, key: String(site.id), title: site.name,
                detail: "\(site.tally.total) launch\(site.tally.total == 1 ? "" : "es")", alsoFoundBy: site.pads.map(\.name))
        }
        return launches + boosters + rocketEntries + launchers + sites
    }
}
