import Foundation

/// Every astronaut made ready for the list, once per refresh: each name folded for search, the
/// three orders worked out, and the agencies and nationalities there are to choose from. A list of
/// any filters is then one pass over the chosen order; folding and sorting 858 names per request
/// was most of a first-time `/astronauts`.
public struct AstronautRoster: Sendable {
    public let astronauts: [Astronaut]
    /// Each astronaut's name folded for search, by position.
    let foldedNames: [String]
    /// Positions in each order; the name breaks every tie.
    private let orders: [AstronautQuery.Sort: [Int]]
    /// Every agency (abbreviation, else name) and nationality the astronauts have, sorted.
    public let agencies: [String]
    public let nationalities: [String]

    public init(_ astronauts: [Astronaut]) {
        self.astronauts = astronauts
        let names = astronauts.map(\.name.foldedForSearch)
        foldedNames = names
        let byName = astronauts.indices.sorted { (names[$0], astronauts[$0].id) < (names[$1], astronauts[$1].id) }
        // Stable sorts of the name order: equal keys keep it.
        let byFlights = byName.enumerated().sorted { left, right in
            let (a, b) = (astronauts[left.element].flights.count, astronauts[right.element].flights.count)
            return a != b ? a > b : left.offset < right.offset
        }.map(\.element)
        let byFirst = byName.enumerated().sorted { left, right in
            let (a, b) = (astronauts[left.element].firstFlight ?? .distantFuture, astronauts[right.element].firstFlight ?? .distantFuture)
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
        orders = [.name: byName, .flights: byFlights, .first: byFirst]
        agencies = Set(astronauts.compactMap { $0.agency.map { $0.abbreviation ?? $0.name } }).sorted()
        nationalities = Set(astronauts.flatMap(\.nationalities)).sorted()
    }

    /// The astronauts that pass `query`'s filters, in its order.
    func matching(_ query: AstronautQuery) -> [Astronaut] {
        let filters = query.folded
        return (orders[query.sort] ?? []).filter { query.matches(astronauts[$0], foldedName: foldedNames[$0], filters: filters) }
            .map { astronauts[$0] }
    }
}
