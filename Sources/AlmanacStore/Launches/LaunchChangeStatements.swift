import AlmanacCore
import Foundation

/// `launch_change`: what `saveLaunchLibrary` saw move between the stored launches and a refresh.
extension SQLSession {
    /// Records how each of `launches` that is stored already changed its schedule (a launch seen
    /// for the first time has nothing to compare with).
    func recordChanges(to launches: [Launch], at date: Date) async throws {
        var changes: [LaunchChange] = []
        // A few hundred ids at a time: well within both engines' parameter limits.
        for start in stride(from: 0, to: launches.count, by: 500) {
            let chunk = launches[start..<min(launches.count, start + 500)]
            let ids = SQL.joined(chunk.map { "\($0.id)" as SQL }, separator: ", ")
            var stored: [String: Launch] = [:]
            for row in try await rows("SELECT id, launch FROM ll2_launch WHERE id IN (\(ids))") {
                stored[try row["id"]] = try StoredJSON.decode(Launch.self, column: "launch", of: row)
            }
            changes += chunk.compactMap { new in stored[new.id].flatMap { LaunchChange.between($0, new, at: date) } }
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
