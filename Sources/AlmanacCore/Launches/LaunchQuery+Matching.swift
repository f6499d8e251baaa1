import Foundation

/// The query's rules over plain values: the reference the in-memory store uses, and what the
/// SQLite store's SQL must agree with (a test checks both against each other).
extension LaunchQuery {
    /// Whether a launch passes every filter; `linkIDs` are the link filters already resolved to ids.
    public func matches(_ launch: Launch, linkIDs: [LaunchLink: String]) -> Bool {
        matches(LaunchFacets(launch), foldedSearch: search?.foldedForSearch, linkIDs: linkIDs)
    }

    /// The same over what the filters read of a launch, worked out beforehand (`LaunchListing`
    /// keeps them per refresh); `foldedSearch` is `search` folded, once per query.
    public func matches(_ facets: LaunchFacets, foldedSearch: String?, linkIDs: [LaunchLink: String]) -> Bool {
        if let keys = period.monthKeys, !keys.contains(facets.monthKey) { return false }
        if let outcome, listedOutcome(of: facets) != outcome { return false }
        if let foldedSearch, !facets.foldedName.contains(foldedSearch) { return false }
        return linkIDs.allSatisfy { link, id in facets.id(of: link) == id }
    }

    /// The outcome a launch is listed under at `asOf`: one whose result was due is unknown.
    public func listedOutcome(of launch: Launch) -> LaunchOutcome {
        launch.awaitsResult(at: asOf) ? .unknown : launch.outcome
    }

    /// The same from a launch's facets (`Launch.awaitsResult` over the result's due time).
    public func listedOutcome(of facets: LaunchFacets) -> LaunchOutcome {
        facets.resultDue.map { $0 < asOf } ?? false ? .unknown : facets.outcome
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

/// What the launches filters read of a launch, worked out once: its UTC month, its name folded
/// for search, its outcome, when its result is due and the records it links to. A class: a
/// listing's pass hands each one to `LaunchQuery.matches`, and a struct of three strings was
/// copied there each time (its strings retained and released), most of the pass.
public final class LaunchFacets: Sendable {
    public let monthKey: Int
    public let foldedName: String
    public let outcome: LaunchOutcome
    public let resultDue: Date?
    /// Known only to the month or coarser while still ahead (`Launch.hasVagueDate`).
    public let hasVagueDate: Bool
    private let rocketID: String?
    private let launchpadID: String?

    public init(_ launch: Launch) {
        monthKey = Launch.monthKey(of: launch.date)
        foldedName = launch.name.foldedForSearch
        outcome = launch.outcome
        resultDue = launch.resultDue
        hasVagueDate = launch.hasVagueDate
        rocketID = LaunchLink.rocket.id(of: launch)
        launchpadID = LaunchLink.pad.id(of: launch)
    }

    /// The record `link` names, as `LaunchLink.id(of:)` reads it from the launch.
    public func id(of link: LaunchLink) -> String? {
        switch link {
        case .rocket: rocketID
        case .pad: launchpadID
        }
    }
}

extension Launch {
    /// `YYYYMM` of a date in UTC: launches are filed by their UTC month and year.
    public static func monthKey(of date: Date) -> Int {
        let parts = Calendar.utc.dateComponents([.year, .month], from: date)
        return (parts.year ?? 0) * 100 + (parts.month ?? 0)
    }

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
