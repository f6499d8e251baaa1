import AlmanacCore
import Foundation

/// The SQL form of `LaunchQuery.sorted`, as up to three runs of the list, each in the order of
/// the date index (forwards or backwards) rather than one sort of every matching row: that sort,
/// of a few hundred rows by a key with four `CASE`s, was most of a first-time launches page.
///
/// Ascending: the launches with a date known to the day or better, then the vague ones, each
/// soonest first. Descending (opening on what is next): those still ahead soonest first, then
/// the rest newest first, then the vague ones soonest first. Ids break ties byte by byte, as
/// Swift compares them.
struct LaunchListOrder {
    private struct Run {
        let condition: SQL
        let order: SQL
    }

    private let runs: [Run]

    /// - Parameter ahead: the condition of a launch still ahead at the query's moment.
    init(_ query: LaunchQuery, on engine: SQLEngine, ahead: SQL) {
        let id: SQL = "id\(engine.byteOrder)"
        let soonestFirst: SQL = "date_unix, flight_number, \(id)"
        let newestFirst: SQL = "date_unix DESC, flight_number DESC, \(id) DESC"
        let vague = Run(condition: "vague_date", order: soonestFirst)
        runs =
            query.sort == .ascending
            ? [Run(condition: "NOT vague_date", order: soonestFirst), vague]
            : [
                Run(condition: "NOT vague_date AND (\(ahead))", order: soonestFirst),
                Run(condition: "NOT vague_date AND NOT (\(ahead))", order: newestFirst), vague,
            ]
    }

    /// The ids of `page` among the launches matching `conditions`, in order, and how many match.
    func ids(matching conditions: [SQL], page: PageRequest, in session: any SQLSession) async throws -> (ids: [String], total: Int) {
        let filter = SQL.whereClause(conditions)
        // Every run's size in one pass.
        let counts = SQL.joined(runs.map { "COUNT(*) FILTER (WHERE \($0.condition))" }, separator: ", ")
        guard let row = try await session.firstRow("SELECT \(counts) FROM launch_timeline\(filter)") else { return ([], 0) }
        let sizes: [Int] = try runs.indices.map { try row[$0] }
        var (skip, wanted) = (page.offset, page.limit)
        var ids: [String] = []
        for (run, size) in zip(runs, sizes) where wanted > 0 {
            guard skip < size else {
                skip -= size
                continue
            }
            let taken = min(wanted, size - skip)
            ids += try await session.values(
                "SELECT id FROM launch_timeline\(SQL.whereClause(conditions + [run.condition])) ORDER BY \(run.order) LIMIT \(taken) OFFSET \(skip)",
                as: String.self)
            (skip, wanted) = (0, wanted - taken)
        }
        return (ids, sizes.reduce(0, +))
    }
}
