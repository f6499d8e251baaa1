import AlmanacCore
import Foundation
import GRDB

/// Migration v11 of the SQLite store: SpaceX launches and the launch timeline move from one
/// column per field to the indexed columns plus the launch as JSON, the shape PostgreSQL always
/// had, so both engines run the same statements. Launchpads gain the `position` PostgreSQL's have.
enum SQLiteLaunchesAsJSON {
    static func migrate(_ db: Database) throws {
        let launches = try Row.fetchAll(db, sql: "SELECT * FROM spacex_launch").map(legacyLaunch)
        try db.execute(sql: """
            DROP TABLE spacex_launch;
            CREATE TABLE spacex_launch (id TEXT PRIMARY KEY NOT NULL, date_unix DOUBLE NOT NULL, launch TEXT NOT NULL);
            ALTER TABLE spacex_launchpad ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
            UPDATE spacex_launchpad SET position = rowid;
            DROP TABLE launch_timeline;
            CREATE TABLE launch_timeline (
                id TEXT PRIMARY KEY NOT NULL, flight_number INTEGER NOT NULL, search_name TEXT NOT NULL,
                date_unix DOUBLE NOT NULL, month_key INTEGER NOT NULL, outcome TEXT NOT NULL,
                rocket_id TEXT, launchpad_id TEXT, launch_library_id TEXT, launch TEXT NOT NULL);
            CREATE INDEX launch_timeline_on_date ON launch_timeline (date_unix, flight_number);
            CREATE INDEX launch_timeline_on_month ON launch_timeline (month_key);
            CREATE INDEX launch_timeline_on_launch_library_id ON launch_timeline (launch_library_id);
            """)
        // GRDB wrote nested values with dates as milliseconds since 1970; `StoredJSON` uses
        // Foundation's default, as PostgreSQL's rows always did.
        try reencode(Launch.self, "ll2_launch", column: "launch", key: "id", in: db)
        try reencode(Rocket.self, "spacex_rocket", column: "body", key: "id", in: db)
        try reencode(Launchpad.self, "spacex_launchpad", column: "body", key: "id", in: db)
        try reencode(Company.self, "spacex_company", column: "body", key: "id", in: db)
        for launch in launches {
            try db.execute(
                sql: "INSERT INTO spacex_launch (id, date_unix, launch) VALUES (?, ?, ?)",
                arguments: [launch.id, launch.date.timeIntervalSince1970, try StoredJSON.encode(launch)]
            )
        }
        // The timeline as the stores build it (`rebuildLaunchTimeline`), from what is stored now.
        func decoded<Value: Decodable>(_ type: Value.Type, _ sql: String) throws -> [Value] {
            try Data.fetchAll(db, sql: sql).map { try StoredJSON.decode(type, from: $0) }
        }
        let merged = LaunchTimeline.merge(
            spacex: launches, launchLibrary: try decoded(Launch.self, "SELECT launch FROM ll2_launch"),
            rockets: try decoded(Rocket.self, "SELECT body FROM spacex_rocket ORDER BY position"),
            launchpads: try decoded(Launchpad.self, "SELECT body FROM spacex_launchpad ORDER BY position")
        )
        let (text, _) = LaunchTimelineRow.insert.rendered { _ in "?" }
        let insert = try db.makeStatement(sql: text + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        for launch in merged { try insert.execute(arguments: SQLiteSession.arguments(try LaunchTimelineRow.values(launch))) }
    }

    private static func reencode<Value: Codable>(_ type: Value.Type, _ table: String, column: String, key: String, in db: Database) throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        for row in try Row.fetchAll(db, sql: "SELECT \(key) AS key, \(column) AS value FROM \(table)") {
            let value = try decoder.decode(type, from: row["value"] as Data)
            try db.execute(sql: "UPDATE \(table) SET \(column) = ? WHERE \(key) = ?", arguments: [try StoredJSON.encode(value), row["key"] as DatabaseValue])
        }
    }

    /// A launch as the first releases stored it: a column per field, the failures as JSON.
    private static func legacyLaunch(_ row: Row) throws -> Launch {
        let failuresJSON: String = row["failures"]
        return Launch(
            id: row["id"], flightNumber: row["flight_number"], name: row["name"], date: Date(timeIntervalSince1970: row["date_unix"]),
            datePrecision: DatePrecision(rawValue: row["date_precision"]) ?? .day, isUpcoming: row["upcoming"], success: row["success"],
            rocketID: row["rocket_id"], launchpadID: row["launchpad_id"], details: row["details"],
            failures: failuresJSON == "[]" ? [] : try JSONDecoder().decode([LaunchFailure].self, from: Data(failuresJSON.utf8)),
            links: LaunchLinks(
                patchSmall: row["patch_small"], patchLarge: row["patch_large"], article: row["article"], wikipedia: row["wikipedia"],
                webcast: row["webcast"], youtubeID: row["youtube_id"], presskit: row["presskit"], redditCampaign: row["reddit_campaign"],
                redditLaunch: row["reddit_launch"], redditMedia: row["reddit_media"], redditRecovery: row["reddit_recovery"]
            ),
            launchLibraryID: row["launch_library_id"], launchLibrary: nil, provenance: .spacex
        )
    }
}
