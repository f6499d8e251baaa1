import AlmanacCore
import Foundation

/// Stores made by releases before the schema was written once (SQLite files at any of their
/// versions v1–v9, PostgreSQL stores at v1) are brought to `Schema` in place, keeping every
/// record: first the columns they lack are added, then `Schema` makes the tables they lack,
/// then what an earlier release kept in another shape is moved into today's. Each step looks at
/// what the store holds, so it does nothing on a store made by this release.
enum EarlierReleases {
    /// Columns added to tables after the first releases, as each was added then.
    static let addedColumns = Migration(name: "1: columns that stores of earlier releases lack") { session in
        let columns: [(table: String, column: String, definition: SQL)] = [
            ("dataset_document", "etag", "text"),
            ("dataset_document", "last_modified", "text"),
            // Everything saved before profiles existed is the local profile's.
            ("weather_city", "profile_id", "text NOT NULL DEFAULT 'local'"),
            ("profile", "units", "text"),
            ("profile", "safe_mode", "text"),
            // Every profile made before counts as returned: only new visitors' can be unreturned.
            ("profile", "returned", "boolean NOT NULL DEFAULT true"),
            ("spacex_launchpad", "position", "integer NOT NULL DEFAULT 0"),
        ]
        for (table, column, definition) in columns {
            let added = try await session.ensureColumn(column, definition, in: table)
            // Only SQLite files lacked it: pads keep the order they were stored in.
            if added, table == "spacex_launchpad" { try await session.execute("UPDATE spacex_launchpad SET position = rowid") }
        }
    }

    /// Data SQLite files of earlier releases kept in another shape: recent searches and views
    /// from before profiles, and SpaceX launches and the timeline as a column per field.
    static let reshapedData = Migration(name: "3: data stores of earlier releases kept in other shapes") { session in
        for (old, new, columns, time) in [
            ("fact_recent_search", "profile_recent_search", "term_key, term, searched_at", "searched_at"),
            ("galaxy_recent_view", "profile_recent_view", "resource, id, viewed_at", "viewed_at"),
        ] where !(try await session.columns(of: old)).isEmpty {
            try await session.execute(
                """
                INSERT INTO \(raw: new) (profile_id, \(raw: columns)) SELECT 'local', \(raw: columns) FROM \(raw: old) ORDER BY \(raw: time), rowid
                """)
            try await session.execute("DROP TABLE \(raw: old)")
        }
        if try await session.columns(of: "spacex_launch").contains("flight_number") {
            try await launchesAsJSON(session)
        }
        try await session.execute("DROP TABLE IF EXISTS grdb_migrations")
    }

    /// SpaceX launches and the timeline move from a column per field to the indexed columns and
    /// the launch as JSON; JSON written by GRDB (dates in milliseconds) is written again as
    /// `StoredJSON` writes it.
    private static func launchesAsJSON(_ session: any SQLSession) async throws {
        if !(try await session.columns(of: "spacex_launch")).contains("launch_library_id") {
            // The SpaceX API's link to Launch Library, as the release that added it read it from
            // the stored launches body.
            try await session.execute("ALTER TABLE spacex_launch ADD COLUMN launch_library_id text")
            try await session.execute(
                """
                UPDATE spacex_launch SET launch_library_id = (
                    SELECT json_extract(entry.value, '$.launch_library_id')
                    FROM dataset_document AS document, json_each(CAST(document.body AS TEXT)) AS entry
                    WHERE document.dataset = 'spacex' AND document.path = 'spacex/v4/launches.json'
                      AND json_valid(CAST(document.body AS TEXT)) AND json_extract(entry.value, '$.id') = spacex_launch.id)
                """)
        }
        let launches = try await session.rows("SELECT * FROM spacex_launch").map(launch)
        try await reencode(Launch.self, "ll2_launch", column: "launch", in: session)
        try await reencode(Rocket.self, "spacex_rocket", column: "body", in: session)
        try await reencode(Launchpad.self, "spacex_launchpad", column: "body", in: session)
        try await reencode(Company.self, "spacex_company", column: "body", in: session)
        for table in ["spacex_launch", "launch_timeline"] { try await session.execute("DROP TABLE \(raw: table)") }
        try await session.makeTables(["spacex_launch", "launch_timeline"])
        try await session.insert(
            "INSERT INTO spacex_launch (id, date_unix, launch)",
            rows: try launches.map {
                [.text($0.id), .real($0.date.timeIntervalSince1970), .text(try StoredJSON.encode($0))]
            })
        try await session.rebuildLaunchTimeline()
    }

    private static func reencode<Value: Codable>(_ type: Value.Type, _ table: String, column: String, in session: any SQLSession) async throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        for row in try await session.rows("SELECT id, \(raw: column) AS value FROM \(raw: table)") {
            let value = try decoder.decode(type, from: try row["value"] as Data)
            try await session.execute(
                "UPDATE \(raw: table) SET \(raw: column) = \(try StoredJSON.encode(value)) WHERE id = \(try row["id"] as SQLValue)")
        }
    }

    /// A launch as the first releases stored it: a column per field, the failures as JSON.
    private static func launch(_ row: SQLRow) throws -> Launch {
        let failures: String = try row["failures"]
        return Launch(
            id: try row["id"], flightNumber: try row["flight_number"], name: try row["name"],
            date: Date(timeIntervalSince1970: try row["date_unix"]),
            datePrecision: DatePrecision(rawValue: try row["date_precision"]) ?? .day, isUpcoming: try row["upcoming"],
            success: try row["success"], rocketID: try row["rocket_id"], launchpadID: try row["launchpad_id"], details: try row["details"],
            failures: failures == "[]" ? [] : try JSONDecoder().decode([LaunchFailure].self, from: Data(failures.utf8)),
            links: LaunchLinks(
                patchSmall: try row["patch_small"], patchLarge: try row["patch_large"], article: try row["article"],
                wikipedia: try row["wikipedia"], webcast: try row["webcast"], youtubeID: try row["youtube_id"], presskit: try row["presskit"],
                redditCampaign: try row["reddit_campaign"], redditLaunch: try row["reddit_launch"], redditMedia: try row["reddit_media"],
                redditRecovery: try row["reddit_recovery"]
            ),
            launchLibraryID: try row["launch_library_id"], launchLibrary: nil, provenance: .spacex
        )
    }
}
