import Foundation

/// The query's rules over plain values: the reference the in-memory store uses, and what the
/// SQLite store's SQL must agree with (a test checks both against each other).
extension LaunchQuery {
    /// Whether a launch passes every filter; `linkIDs` are the link filters already resolved to
    /// ids, `rocketNames` the SpaceX catalogue's rocket names by id (`[Rocket].namesByID`).
    /// (`LaunchListing` answers the same from what it worked out per refresh.)
    public func matches(_ launch: Launch, linkIDs: [LaunchLink: String], rocketNames: [String: String]) -> Bool {
        let facets = LaunchFacets(launch, catalogRocket: launch.rocketID.flatMap { rocketNames[$0] })
        if let search, !SearchedTexts.holds(facets.searchedText, search.foldedForSearch) { return false }
        return matches(facets.placement) && linkIDs.allSatisfy { link, id in link.ids(of: launch).contains(id) }
    }

    /// The filters on a launch's month and outcome.
    public func matches(_ placement: LaunchFacets.Placement) -> Bool {
        if let keys = period.monthKeys, !keys.contains(placement.monthKey) { return false }
        if let outcome, listedOutcome(of: placement) != outcome { return false }
        return true
    }

    /// The outcome a launch is listed under at `asOf`: one whose result was due is unknown.
    public func listedOutcome(of launch: Launch) -> LaunchOutcome {
        launch.awaitsResult(at: asOf) ? .unknown : launch.outcome
    }

    /// The same from a launch's facets (`Launch.awaitsResult` over the result's due time).
    public func listedOutcome(of placement: LaunchFacets.Placement) -> LaunchOutcome {
        placement.resultDue.map { $0 < asOf } ?? false ? .unknown : placement.outcome
    }

    /// The query's order. Ascending: oldest first. Descending (the default) opens on what is next
    /// and what just happened: the launches still ahead soonest first, then the rest newest first.
    /// Either way, launches whose date is known only to the month or coarser come last, soonest
    /// first. Ties break by flight number, then id, so pages never overlap.
    public func sorted(_ launches: [Launch]) -> [Launch] {
        launches.sorted { lhs, rhs in
            let forward = (lhs.date, lhs.flightNumber, lhs.id) < (rhs.date, rhs.flightNumber, rhs.id)
            if lhs.hasVagueDate != rhs.hasVagueDate { return !lhs.hasVagueDate }
            if lhs.hasVagueDate || sort == .ascending { return forward }
            let (leftAhead, rightAhead) = (isAhead(lhs), isAhead(rhs))
            if leftAhead != rightAhead { return leftAhead }
            return leftAhead ? forward : (lhs.date, lhs.flightNumber, lhs.id) > (rhs.date, rhs.flightNumber, rhs.id)
        }
    }

    /// Still ahead at `asOf`: listed as upcoming.
    public func isAhead(_ launch: Launch) -> Bool { listedOutcome(of: launch) == .upcoming }
}

/// What the launches filters read of a launch, worked out once: its UTC month, outcome, when
/// its result is due and whether its date is vague (`placement`: plain values, which a listing's
/// pass reads for every launch without counting a reference; a struct of strings there was
/// retained and released for each launch, on counts both server threads share), and the names
/// it is found by, folded for search (`searchedText`, which a listing keeps apart:
/// `SearchedTexts`). The records a launch links to are numbered by the listing
/// (`LaunchListing`), which filters by number: a list of ids per launch and link was 1–4 MB of
/// the read model of every provider's launches (heaptrack).
public struct LaunchFacets: Sendable {
    public struct Placement: Sendable {
        public let monthKey: Int
        public let outcome: LaunchOutcome
        public let resultDue: Date?
        /// Known only to the month or coarser while still ahead (`Launch.hasVagueDate`).
        public let hasVagueDate: Bool
    }

    public let placement: Placement
    /// The launch's name and the other names it is found by (`Launch.searchedNames`), folded,
    /// one a line: what the list's search (`q`) looks for text in.
    public let searchedText: String

    /// `catalogRocket`: the SpaceX catalogue's name for the launch's rocket, if it is one of them.
    public init(_ launch: Launch, catalogRocket: String?) {
        placement = Placement(
            monthKey: Launch.monthKey(of: launch.date), outcome: launch.outcome, resultDue: launch.resultDue,
            hasVagueDate: launch.hasVagueDate)
        // One name a line: a search typed with a line break in it is the only one that could
        // match across two names.
        let names = [launch.name] + launch.searchedNames(catalogRocket: catalogRocket)
        searchedText = names.map(\.foldedForSearch).joined(separator: "\n")
    }
}

extension Launch {
    /// `YYYYMM` of a date in UTC: launches are filed by their UTC month and year.
    public static func monthKey(of date: Date) -> Int { YearMonth(utc: date)?.key ?? 0 }

    /// The UTC calendar year of the launch.
    public var year: Int { Launch.monthKey(of: date) / 100 }
}

extension Calendar {
    /// A Gregorian calendar fixed to UTC.
    public static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        return calendar
    }()
}
