import AlmanacCore
import Foundation

/// `launch_change`: what `saveLaunchLibrary` saw move between the stored launches and a refresh.
extension SQLSession {
    /// Records how each of `launches`, refreshed from `list`, changed its schedule, and the
    /// announcement of each seen for the first time when the list announces (`LaunchChange.announces`).
    func recordChanges(to launches: [Launch], from list: LaunchLibraryList, at date: Date) async throws {
        let refreshedBefore = try await rows("SELECT list FROM ll2_list WHERE list = \(list.rawValue)").isEmpty == false
        let announcing = LaunchChange.announces(list, refreshedBefore: refreshedBefore)
        var changes: [LaunchChange] = []
        // A few hundred ids at a time: well within both engines' parameter limits.
        for start in stride(from: 0, to: launches.count, by: 500) {
            let chunk = launches[start..<min(launches.count, start + 500)]
            let ids = SQL.joined(chunk.map { "\($0.id)" as SQL }, separator: ", ")
            var stored: [String: Launch] = [:]
            for row in try await rows("SELECT id, launch FROM ll2_launch WHERE id IN (\(ids))") {
                stored[try row["id"]] = try StoredJSON.decode(Launch.self, column: "launch", of: row)
            }
            changes += chunk.compactMap { new in LaunchChange.seen(new, stored: stored[new.id], at: date, announcing: announcing) }
        }
        try await insertChanges(changes)
    }

    func insertChanges(_ changes: [LaunchChange]) async throws {
        try await insert(
            "INSERT INTO launch_change (launch_id, recorded_at, change)",
            rows: try changes.map { [.text($0.launchID), .real($0.recordedAt.timeIntervalSince1970), .text(try StoredJSON.encode($0))] }
        )
    }

    /// The changes `filter` (a WHERE clause) picks, oldest first.
    func launchChanges(_ filter: SQL) async throws -> [LaunchChange] {
        try await rows("SELECT change FROM launch_change \(filter) ORDER BY recorded_at, \(engine.insertionOrder)")
            .map { try StoredJSON.decode(LaunchChange.self, column: "change", of: $0) }
    }
}
