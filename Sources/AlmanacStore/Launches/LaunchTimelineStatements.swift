import AlmanacCore
import Foundation

/// `launch_timeline`: one launch of the merged list (`LaunchTimeline`) per row, the columns the
/// launches filters and sorts use, and the launch itself as JSON. Rebuilt in the transaction
/// that changed either source: a few thousand rows in a few statements.
enum LaunchTimelineRow {
    static let insert: SQL = """
        INSERT INTO launch_timeline
            (id, flight_number, search_name, date_unix, month_key, outcome, rocket_id, launchpad_id, launch_library_id, launch,
             result_due_unix, vague_date)
        """

    /// `stored`: the launch as its source's table holds it, encoded, when the timeline's is the
    /// same (most are: merging changes only the SpaceX launches Launch Library 2 also lists).
    static func values(_ launch: Launch, stored: Data? = nil) throws -> [SQLValue] {
        [
            .text(launch.id), launch.flightNumber.sqlValue,
            // Folded once here so the search is a plain substring test in SQL.
            .text(launch.name.foldedForSearch), .real(launch.date.timeIntervalSince1970), Launch.monthKey(of: launch.date).sqlValue,
            .text(launch.outcome.rawValue), launch.rocketID.sqlValue, launch.launchpadID.sqlValue, launch.launchLibraryID.sqlValue,
            .text(try stored.map { String(decoding: $0, as: UTF8.self) } ?? StoredJSON.encode(launch)),
            // What "upcoming" and the order are judged by, at the moment of a query.
            (launch.resultDue?.timeIntervalSince1970).sqlValue, .bool(launch.hasVagueDate),
        ]
    }
}

extension SQLSession {
    /// Rebuilds `launch_timeline` from both sources' stored launches, the rockets and the pads
    /// (`LaunchTimeline.merge` decides). Returns the merged launches. `written`: launches this
    /// transaction just stored, with their encoding, which are then not read back and decoded
    /// (an import's 7,241 were a tenth of it).
    @discardableResult
    func rebuildLaunchTimeline(written: [String: (launch: Launch, json: Data)] = [:]) async throws -> [Launch] {
        // Each source's launches with their stored encoding, which a timeline launch equal to its
        // source's reuses: encoding every launch again was a sixth of an import of snapshot-v2.
        var stored = written
        func read(_ table: SQL) async throws -> [Launch] {
            try await rows(table).map { row in
                if let known = written[try row["id"]] { return known.launch }
                let json: Data = try row["launch"]
                let launch = try StoredJSON.decode(Launch.self, from: json)
                stored[launch.id] = (launch, json)
                return launch
            }
        }
        let spacex = try await read("SELECT id, launch FROM spacex_launch")
        let library = try await read("SELECT id, launch FROM ll2_launch")
        let merged = LaunchTimeline.merge(
            spacex: spacex, launchLibrary: library, rockets: try await storedRockets(), launchpads: try await storedLaunchpads()
        )
        try await execute("DELETE FROM launch_timeline")
        try await insert(
            LaunchTimelineRow.insert,
            rows: try merged.map { launch in
                try LaunchTimelineRow.values(launch, stored: stored[launch.id].flatMap { $0.launch == launch ? $0.json : nil })
            })
        return merged
    }

    /// Every launch of the timeline as stored, each made to share the texts the others repeat as
    /// it is decoded (`Launch.sharingTexts`): the copies a launch drops are freed at once, room for
    /// the next one's decoding. Shared after the last was decoded, they left holes between the
    /// blocks kept that stayed resident: 7 MB more after `/launches` on every provider's 7,241
    /// launches (release build, RssAnon 43.1 against 35.9 MB).
    func storedTimeline() async throws -> [Launch] {
        let shared = SharedTexts()
        return try await rows("SELECT launch FROM launch_timeline").map {
            try StoredJSON.decode(Launch.self, column: "launch", of: $0).sharingTexts(shared)
        }
    }

    func storedRockets() async throws -> [Rocket] {
        try await rows("SELECT body FROM spacex_rocket ORDER BY position").map { try StoredJSON.decode(Rocket.self, column: "body", of: $0) }
    }

    func storedLaunchpads() async throws -> [Launchpad] {
        try await rows("SELECT body FROM spacex_launchpad ORDER BY position").map { try StoredJSON.decode(Launchpad.self, column: "body", of: $0) }
    }
}
