import Foundation

/// The timeline made ready for the launches list, once per refresh: every launch in date order
/// with the facets its filters read (month, names searched, outcome, links) worked out, and each
/// launch findable by either of its ids. A list of any filters is then one pass over a few
/// hundred small values: no SQL, no JSON and no sort per request. Counting and ordering the
/// matches in SQL (a `COUNT(*) FILTER` per run of the order, then the ids, then each launch from
/// a cache by id) was most of a first-time launches page; this pass is a small part of one.
///
/// It answers what `LaunchQuery.matches` and `LaunchQuery.sorted` say, which the launch store
/// contract checks it against.
///
/// A class, so that handing it out is one reference: every read of a launches page asks the
/// read model's keeper for it several times (its page, its counts, the launch that is next),
/// and copying a struct of a dozen arrays and tables retained each of them every time, a
/// twentieth of a first-time list.
public final class LaunchListing: Sendable {
    /// Every launch, oldest first: by date, then flight number, then id.
    public let timeline: [Launch]
    /// What the filters read of each launch, in `timeline`'s order.
    private let placements: [LaunchFacets.Placement]
    /// Each launch's names, searched by a list's `q` in one pass.
    private let searched: SearchedTexts
    /// A launch's position in `timeline` by its id, then (where no id is the same) by its
    /// Launch Library 2 id.
    private let positions: [String: Int]
    /// The records of each listed link the launches name (every provider, country, site…), by
    /// name: what those filters can pick (`LaunchReferences.naming(providersOf:)`).
    public let choices: [LaunchLink: [LinkChoice]]
    /// The launch sites and pads the launches left from, counted (`LaunchSites`).
    public let sites: LaunchSites
    /// The rocket configurations the launches flew on, counted (`Launchers`).
    public let launchers: Launchers

    /// `rocketNames`: the SpaceX catalogue's rocket names by id (`[Rocket].namesByID`), which the
    /// list's search finds their launches by.
    public init(_ launches: [Launch], rocketNames: [String: String]) {
        let timeline = launches.sorted { ($0.date, $0.flightNumber, $0.id) < ($1.date, $1.flightNumber, $1.id) }
        self.timeline = timeline
        sites = LaunchSites(timeline: timeline)
        launchers = Launchers(timeline: timeline)
        let facets = timeline.map { LaunchFacets($0, catalogRocket: $0.rocketID.flatMap { rocketNames[$0] }) }
        let placements = facets.map(\.placement)
        self.placements = placements
        searched = SearchedTexts(facets.map(\.searchedText))
        let linkNumbers = LinkNumbers(timeline)
        self.linkNumbers = linkNumbers
        unfilteredCounts = Self.counts(
            LaunchQuery(page: PageRequest.first), linkIDs: [:], placements: placements, held: nil, linkNumbers: linkNumbers)
        var positions: [String: Int] = [:]
        for (position, launch) in timeline.enumerated() { positions[launch.id] = position }
        for (position, launch) in timeline.enumerated() {
            guard let libraryID = launch.launchLibraryID, positions[libraryID] == nil else { continue }
            positions[libraryID] = position
        }
        self.positions = positions
        var choices: [LaunchLink: [LinkChoice]] = [:]
        for link in LaunchLink.allCases where link.isListed {
            var byID: [String: LinkChoice] = [:]
            for launch in timeline {
                for record in link.records(of: launch) where byID[record.id] == nil { byID[record.id] = record }
            }
            choices[link] = byID.values.sorted { ($0.name.foldedForSearch, $0.id) < ($1.name.foldedForSearch, $1.id) }
        }
        self.choices = choices
        (unfilteredAscending, unfilteredDescending) = (nil, nil)
    }

    /// `listing` with the unfiltered list's order in each direction worked out
    /// (`preparedForUnfilteredLists(asOf:)`): the same arrays, shared.
    private init(_ listing: LaunchListing, ascending: UnfilteredOrder, descending: UnfilteredOrder) {
        (timeline, placements, searched, positions) = (listing.timeline, listing.placements, listing.searched, listing.positions)
        (choices, sites, launchers) = (listing.choices, listing.sites, listing.launchers)
        (unfilteredCounts, linkNumbers) = (listing.unfilteredCounts, listing.linkNumbers)
        (unfilteredAscending, unfilteredDescending) = (ascending, descending)
    }

    /// The launch whose id is `id`, else the one Launch Library 2 calls `id`.
    public func launch(id: String) -> Launch? {
        positions[id].map { timeline[$0] }
    }

    /// The page `query` asks for among the launches matching it, with their count;
    /// `linkIDs` are its link filters resolved to ids.
    public func page(_ query: LaunchQuery, linkIDs: [LaunchLink: String]) -> Page<Launch> {
        let isUnfiltered = !query.isFiltered && linkIDs.isEmpty
        let order =
            if isUnfiltered, let prepared = query.sort == .ascending ? unfilteredAscending : unfilteredDescending,
                prepared.holds(at: query.asOf)
            {
                prepared.runs
            } else {
                runs(query, linkIDs: linkIDs)
            }
        // Only the page is read out of the three runs: joining them (and reversing one) to take
        // twenty of hundreds was a sixth of this pass.
        let total = order.count
        let start = min(query.page.offset, total)
        let shown = (start..<start + min(query.page.limit, total - start)).map { timeline[order.position(at: $0)] }
        return Page(items: shown, request: query.page, total: total)
    }

    /// How many launches each choice of each link filter would list, the other filters in force:
    /// counts by link and record id, worked out in one pass however many choices there are. A
    /// launch that passes every filter counts for each record it links to; one that fails only
    /// one link filter counts for that filter's records alone, so each filter's counts say what
    /// choosing another record there would list.
    public func counts(_ query: LaunchQuery, linkIDs: [LaunchLink: String]) -> [LaunchLink: [String: Int]] {
        // The whole list's counts (every first-time page of it, whatever its page) were counted
        // with the listing.
        if !query.isFiltered, linkIDs.isEmpty { return unfilteredCounts }
        return Self.counts(query, linkIDs: linkIDs, placements: placements, held: held(query), linkNumbers: linkNumbers)
    }

    /// `counts` without any filter, counted once per refresh.
    private let unfilteredCounts: [LaunchLink: [String: Int]]

    /// `held`: which launches hold the query's search (`held(_:)`); nil when it has none.
    private static func counts(
        _ query: LaunchQuery, linkIDs: [LaunchLink: String], placements: [LaunchFacets.Placement], held: [Bool]?, linkNumbers: LinkNumbers
    ) -> [LaunchLink: [String: Int]] {
        let chosen = linkNumbers.chosen(linkIDs)
        var counts = linkNumbers.links.map { [Int](repeating: 0, count: $0.ids.count) }
        for index in placements.indices {
            guard query.matches(placements[index]) else { continue }
            if let held, !held[index] { continue }
            var (failed, failures) = (-1, 0)
            for position in chosen.indices {
                guard let number = chosen[position], !linkNumbers.links[position].numbers(of: index).contains(number) else { continue }
                (failed, failures) = (position, failures + 1)
            }
            guard failures <= 1 else { continue }
            for position in chosen.indices where failed == -1 || failed == position {
                for number in linkNumbers.links[position].numbers(of: index) { counts[position][Int(number)] += 1 }
            }
        }
        var byLink: [LaunchLink: [String: Int]] = [:]
        for (position, link) in LaunchLink.allCases.enumerated() {
            var byID: [String: Int] = [:]
            for (number, count) in counts[position].enumerated() where count > 0 { byID[linkNumbers.links[position].ids[number]] = count }
            byLink[link] = byID
        }
        return byLink
    }

    /// The records each launch links to, numbered once per refresh: counting by number in an
    /// array rather than by id in a dictionary, since a list of every provider's launches
    /// counts thousands of links for its filters' choices.
    private let linkNumbers: LinkNumbers

    private struct LinkNumbers: Sendable {
        /// One link's records: `ids[n]` is record n; launch i links to `flat[starts[i]..<starts[i + 1]]`.
        struct Link: Sendable {
            var ids: [String] = []
            var starts: [Int32] = [0]
            var flat: [Int32] = []

            func numbers(of launch: Int) -> ArraySlice<Int32> { flat[Int(starts[launch])..<Int(starts[launch + 1])] }
        }

        var links: [Link]
        /// Record number by id, per link.
        var numbers: [[String: Int32]]

        init(_ timeline: [Launch]) {
            links = LaunchLink.allCases.map { _ in Link() }
            numbers = LaunchLink.allCases.map { _ in [:] }
            for (position, link) in LaunchLink.allCases.enumerated() {
                for launch in timeline {
                    for id in link.ids(of: launch) {
                        let number: Int32
                        if let known = numbers[position][id] {
                            number = known
                        } else {
                            number = Int32(links[position].ids.count)
                            numbers[position][id] = number
                            links[position].ids.append(id)
                        }
                        links[position].flat.append(number)
                    }
                    links[position].starts.append(Int32(links[position].flat.count))
                }
            }
        }

        /// Each link filter's chosen record by its number, by the link's position (nil: not
        /// filtered); one no launch names matches none (-1).
        func chosen(_ linkIDs: [LaunchLink: String]) -> [Int32?] {
            links.indices.map { position in linkIDs[LaunchLink.allCases[position]].map { numbers[position][$0] ?? -1 } }
        }

        /// Whether launch `index` links to every chosen record.
        func links(_ index: Int, toAll chosen: [Int32?]) -> Bool {
            chosen.indices.allSatisfy { position in chosen[position].map { links[position].numbers(of: index).contains($0) } ?? true }
        }
    }

    /// Which launches hold the query's search, in `timeline`'s order; nil when it has none.
    private func held(_ query: LaunchQuery) -> [Bool]? {
        query.search.map { searched.holding($0.foldedForSearch) }
    }

    /// Whether launch `index` passes the search (`held`, as `held(_:)` says) and the link
    /// filters (`chosen`, as `LinkNumbers.chosen` numbers them).
    private func passesNames(_ index: Int, held: [Bool]?, chosen: [Int32?]) -> Bool {
        if let held, !held[index] { return false }
        return linkNumbers.links(index, toAll: chosen)
    }

    /// Launches per UTC year and outcome among those the query's name search and link filters
    /// keep (its period and outcome left aside: the chart shows every year and outcome of, say,
    /// China's launches), every year from the first to the last: the chart of a filtered list.
    public func countsPerYear(_ query: LaunchQuery, linkIDs: [LaunchLink: String]) -> [LaunchYearCounts] {
        let (held, chosen) = (held(query), linkNumbers.chosen(linkIDs))
        var byYear: [Int: LaunchYearCounts] = [:]
        for index in placements.indices where passesNames(index, held: held, chosen: chosen) {
            let placement = placements[index]
            let year = placement.monthKey / 100
            byYear[year, default: LaunchYearCounts(year: year)].add(query.listedOutcome(of: placement))
        }
        guard let first = byYear.keys.min(), let last = byYear.keys.max() else { return [] }
        return (first...last).map { byYear[$0] ?? LaunchYearCounts(year: $0) }
    }

    /// `LaunchQuery.sorted` as runs of the date order: the vague dates last, soonest first;
    /// before them, descending, those still ahead soonest first, then the rest newest first.
    private func runs(_ query: LaunchQuery, linkIDs: [LaunchLink: String]) -> Runs {
        let held = held(query)
        var runs = Runs()
        // Room for every launch in the runs most of them go to: grown by doubling, they were
        // reallocated and copied about fifteen times a list.
        runs.forwards.reserveCapacity(placements.count)
        runs.backwards.reserveCapacity(placements.count)
        let readsNames = held != nil || !linkIDs.isEmpty
        let chosen = linkNumbers.chosen(linkIDs)
        for position in placements.indices {
            let placement = placements[position]  // plain values: no reference to count
            guard query.matches(placement) else { continue }
            if readsNames, !passesNames(position, held: held, chosen: chosen) { continue }
            if placement.hasVagueDate {
                runs.vague.append(position)
            } else if query.sort == .ascending || query.listedOutcome(of: placement) == .upcoming {
                runs.forwards.append(position)
            } else {
                runs.backwards.append(position)
            }
        }
        return runs
    }

    /// Positions in `timeline`, in the list's order: `forwards`, then `backwards` read from its
    /// end, then `vague`.
    private struct Runs: Sendable {
        var forwards: [Int] = []
        var backwards: [Int] = []
        var vague: [Int] = []

        var count: Int { forwards.count + backwards.count + vague.count }

        /// The position of the list's `index`th launch.
        func position(at index: Int) -> Int {
            if index < forwards.count { return forwards[index] }
            let intoBackwards = index - forwards.count
            if intoBackwards < backwards.count { return backwards[backwards.count - 1 - intoBackwards] }
            return vague[intoBackwards - backwards.count]
        }
    }

    /// The runs of the list without filters, per order, worked out as of one moment
    /// (`preparedForUnfilteredLists(asOf:)`) with the times between which they hold: descending,
    /// a launch ahead moves to the rest once its result is due (`LaunchQuery.listedOutcome`).
    /// Paging through the whole list is the commonest first-time list, and these spare it a pass
    /// over every launch; outside their times (the clock passed a due time before the next
    /// refresh), a list works its order out as a filtered one does.
    private let unfilteredAscending: UnfilteredOrder?
    private let unfilteredDescending: UnfilteredOrder?

    private struct UnfilteredOrder: Sendable {
        let runs: Runs
        /// The runs hold for a time after `after` (when set) and up to `until` (when set).
        let after: Date?
        let until: Date?

        func holds(at time: Date) -> Bool { after.map { time > $0 } ?? true && until.map { time <= $0 } ?? true }
    }

    /// This listing with the unfiltered list's order in each direction worked out as of `time`:
    /// what the read model's keeper hands out, built once per version of the launches.
    public func preparedForUnfilteredLists(asOf time: Date) -> LaunchListing {
        func order(_ sort: DateSortOrder) -> UnfilteredOrder {
            let query = LaunchQuery(sort: sort, page: .first, asOf: time)
            // Ascending, no launch moves: the runs hold at any time. Descending, a launch ahead
            // whose date is not vague moves when its result comes due: one pass finds the due
            // time just behind the clock and the one just ahead.
            var (after, until): (Date?, Date?) = (nil, nil)
            if sort == .descending {
                for placement in placements where !placement.hasVagueDate && placement.outcome == .upcoming {
                    guard let due = placement.resultDue else { continue }
                    if due < time { after = max(after ?? due, due) } else { until = min(until ?? due, due) }
                }
            }
            return UnfilteredOrder(runs: runs(query, linkIDs: [:]), after: after, until: until)
        }
        return LaunchListing(self, ascending: order(.ascending), descending: order(.descending))
    }
}
