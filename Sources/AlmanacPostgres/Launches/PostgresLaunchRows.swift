import AlmanacCore
import Foundation
import PostgresNIO

/// A row of `launch_timeline` as written through `jsonb_to_recordset`: the columns the launches
/// filters and sorts use, and the launch itself as JSON. One statement writes the whole
/// timeline (a few thousand launches) instead of one round trip per launch.
struct TimelineRow: Encodable {
    let id: String
    let flight_number: Int
    let search_name: String
    let date_unix: Double
    let month_key: Int
    let outcome: String
    let rocket_id: String?
    let launchpad_id: String?
    let launch_library_id: String?
    let launch: String

    init(_ launch: Launch) throws {
        id = launch.id
        flight_number = launch.flightNumber
        // Folded once here so the search is a plain substring test in SQL.
        search_name = launch.name.foldedForSearch
        date_unix = launch.date.timeIntervalSince1970
        month_key = Launch.monthKey(of: launch.date)
        outcome = launch.outcome.rawValue
        rocket_id = launch.rocketID
        launchpad_id = launch.launchpadID
        launch_library_id = launch.launchLibraryID
        self.launch = try JSONText.encode(launch)
    }

    static let insert = """
        INSERT INTO launch_timeline
            (id, flight_number, search_name, date_unix, month_key, outcome, rocket_id, launchpad_id, launch_library_id, launch)
        SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(
            id text, flight_number integer, search_name text, date_unix double precision, month_key integer, outcome text,
            rocket_id text, launchpad_id text, launch_library_id text, launch text)
        """
}

extension PostgresConnection {
    /// Rebuilds `launch_timeline` from both sources' stored launches, the rockets and the pads,
    /// in the transaction that changed a source (`LaunchTimeline.merge` decides).
    func rebuildLaunchTimeline() async throws {
        let spacex = try await rows("SELECT launch FROM spacex_launch").map { try JSONText.decode(Launch.self, from: try $0.decode(String.self)) }
        let library = try await rows("SELECT launch FROM ll2_launch").map { try JSONText.decode(Launch.self, from: try $0.decode(String.self)) }
        let rockets = try await storedRockets()
        let launchpads = try await storedLaunchpads()
        let merged = LaunchTimeline.merge(spacex: spacex, launchLibrary: library, rockets: rockets, launchpads: launchpads)
        try await run("DELETE FROM launch_timeline")
        guard !merged.isEmpty else { return }
        try await run(PostgresQuery(unsafeSQL: TimelineRow.insert, binds: try Self.jsonBinds(merged.map(TimelineRow.init))))
    }

    func storedRockets() async throws -> [Rocket] {
        try await rows("SELECT body FROM spacex_rocket ORDER BY position").map { try JSONText.decode(Rocket.self, from: try $0.decode(String.self)) }
    }

    func storedLaunchpads() async throws -> [Launchpad] {
        try await rows("SELECT body FROM spacex_launchpad ORDER BY position").map { try JSONText.decode(Launchpad.self, from: try $0.decode(String.self)) }
    }

    /// The version per-refresh memos of the timeline key on: it changes when either source is
    /// refreshed (each refresh time only grows, so their sum does too).
    func timelineVersion() async throws -> Double? {
        let versions = [try await refreshVersion(of: .spacex), try await refreshVersion(of: .launchLibrary)].compactMap { $0 }
        return versions.isEmpty ? nil : versions.reduce(0, +)
    }

    /// One bind: the rows as a JSON array, for `jsonb_to_recordset($1::jsonb)`.
    static func jsonBinds(_ rows: [some Encodable]) throws -> PostgresBindings {
        var binds = PostgresBindings()
        binds.append(String(decoding: try JSONEncoder().encode(rows), as: UTF8.self))
        return binds
    }
}
