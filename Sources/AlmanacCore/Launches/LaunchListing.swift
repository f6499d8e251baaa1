import Foundation

/// The timeline made ready for the launches list, once per refresh: every launch in date order
/// with the facets its filters read (month, folded name, outcome, links) worked out, and each
/// launch findable by either of its ids. A list of any filters is then one pass over a few
/// hundred small values: no SQL, no JSON and no sort per request. Counting and ordering the
/// matches in SQL (a `COUNT(*) FILTER` per run of the order, then the ids, then each launch from
/// a cache by id) was most of a first-time launches page; this pass is about 3% of one (a
/// profile of cold `/spacex/launches`, release build).
///
/// It answers what `LaunchQuery.matches` and `LaunchQuery.sorted` say, which the launch store
/// contract checks it against.
public struct LaunchListing: Sendable {
    /// Every launch, oldest first: by date, then flight number, then id.
    public let timeline: [Launch]
    private let facets: [LaunchFacets]
    /// A launch's position in `timeline` by its id, then (where no id is the same) by its
    /// Launch Library 2 id.
    private let positions: [String: Int]

    public init(_ launches: [Launch]) {
        timeline = launches.sorted { ($0.date, $0.flightNumber, $0.id) < ($1.date, $1.flightNumber, $1.id) }
        facets = timeline.map(LaunchFacets.init)
        var positions: [String: Int] = [:]
        for (position, launch) in timeline.enumerated() { positions[launch.id] = position }
        for (position, launch) in timeline.enumerated() {
            guard let libraryID = launch.launchLibraryID, positions[libraryID] == nil else { continue }
            positions[libraryID] = position
        }
        self.positions = positions
    }

    /// The launch whose id is `id`, else the one Launch Library 2 calls `id`.
    public func launch(id: String) -> Launch? {
        positions[id].map { timeline[$0] }
    }

    /// The page `query` asks for among the launches matching it, with their count;
    /// `linkIDs` are its link filters resolved to ids.
    public func page(_ query: LaunchQuery, linkIDs: [LaunchLink: String]) -> Page<Launch> {
        let foldedSearch = query.search?.foldedForSearch
        // `LaunchQuery.sorted` as runs of the date order: the vague dates last, soonest first;
        // before them, descending, those still ahead soonest first, then the rest newest first.
        var (forwards, backwards, vague): ([Int], [Int], [Int]) = ([], [], [])
        // Room for every launch in the runs most of them go to: grown by doubling, they were
        // reallocated and copied about fifteen times a list.
        forwards.reserveCapacity(facets.count)
        backwards.reserveCapacity(facets.count)
        let readsNames = foldedSearch != nil || !linkIDs.isEmpty
        for position in facets.indices {
            let placement = facets[position].placement  // plain values: no reference to count
            guard query.matches(placement) else { continue }
            if readsNames, !query.matchesNames(facets[position], foldedSearch: foldedSearch, linkIDs: linkIDs) { continue }
            if placement.hasVagueDate {
                vague.append(position)
            } else if query.sort == .ascending || query.listedOutcome(of: placement) == .upcoming {
                forwards.append(position)
            } else {
                backwards.append(position)
            }
        }
        // Only the page is read out of the three runs: joining them (and reversing one) to take
        // twenty of hundreds was a sixth of this pass.
        let total = forwards.count + backwards.count + vague.count
        let start = min(query.page.offset, total)
        let shown = (start..<start + min(query.page.limit, total - start)).map { index in
            if index < forwards.count { return timeline[forwards[index]] }
            let intoBackwards = index - forwards.count
            if intoBackwards < backwards.count { return timeline[backwards[backwards.count - 1 - intoBackwards]] }
            return timeline[vague[intoBackwards - backwards.count]]
        }
        return Page(items: shown, request: query.page, total: total)
    }
}
