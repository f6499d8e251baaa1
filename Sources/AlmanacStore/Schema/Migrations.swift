import AlmanacCore

/// One step of the schema, written once for both engines and recorded by name in
/// `almanac_migration` when applied.
public struct Migration: Sendable {
    public let name: String
    let apply: @Sendable (any SQLSession) async throws -> Void
}

/// Every migration, in order, for both engines. `Schema` is what a store is now, and a new store
/// gets all of it from the second step; every step after it brings a store made earlier to it,
/// and does nothing on a store that has it already. After the steps, every table `Schema`
/// declares that the store lacks is made: a new table is one edit (in `Schema`); a change to a
/// table that exists is two (the column in `Schema`, and a step appended here with
/// `ensureColumn`), as is a new table that must be filled from what is stored. Append-only: a
/// released step is never edited.
public enum Migrations {
    static let all: [Migration] = [
        EarlierReleases.addedColumns,
        Migration(name: "2: every table, written once for both engines") { session in
            try await session.makeTables(Schema.tables.map(\.name))
        },
        EarlierReleases.reshapedData,
        Migration(name: "4: launches: when a result is due, and vague dates") { session in
            try await session.ensureColumn("result_due_unix", "double precision", in: "launch_timeline")
            try await session.ensureColumn("vague_date", "boolean NOT NULL DEFAULT false", in: "launch_timeline")
            try await session.rebuildLaunchTimeline()
        },
        Migration(name: "5: launch schedule changes") { try await $0.makeTables(["launch_change"]) },
        Migration(name: "6: stars") { try await $0.makeTables(["profile_star"]) },
        Migration(name: "7: starred-launch calendar tokens") { try await $0.makeTables(["profile_feed"]) },
        Migration(name: "8: reminders by Web Push") {
            try await $0.makeTables(["push_subscription", "profile_reminder", "push_sent", "push_server_key"])
        },
        Migration(name: "9: the one search box's index") { session in
            try await session.makeTables(["search_entry"])
            try await session.rebuildLaunchSearchEntries(timeline: try await session.storedTimeline())
            try await session.rebuildGalaxySearchEntries()
        },
        Migration(name: "10: profile revisions") { session in
            try await session.ensureColumn("revision", "bigint NOT NULL DEFAULT 0", in: "profile")
        },
        Migration(name: "11: launch lists read from one index") { session in
            // The launches lists of this release counted and walked this index alone: every
            // column they filtered on, in the order they read, without each launch's JSON. The
            // date index it replaces is its first two columns. (Lists are now answered from the
            // timeline decoded once per refresh, `LaunchListing`, and step 13 drops the index.)
            try await session.execute(
                """
                CREATE INDEX IF NOT EXISTS launch_timeline_for_lists ON launch_timeline (
                    date_unix, flight_number, id\(session.engine.byteOrder), vague_date, outcome, result_due_unix, month_key,
                    rocket_id, launchpad_id, search_name)
                """)
            try await session.execute("DROP INDEX IF EXISTS launch_timeline_on_date")
        },
        Migration(name: "12: galaxy lists walk a name index") { session in
            // A list's page in name order (the default) reads its rows from here in order
            // rather than sorting every record of the resource with its JSON.
            try await session.execute(
                """
                CREATE INDEX IF NOT EXISTS galaxy_record_by_name ON galaxy_record (resource, search_name\(session.engine.byteOrder), id)
                """)
        },
        Migration(name: "13: what no read uses, gone") { session in
            // Lists of launches and of SWAPI records are answered from the records decoded once
            // per refresh (`LaunchListing`, `GalaxyListing`), so the indexes of steps 11 and 12
            // and the sortable numbers of each SWAPI record were written on every refresh and
            // never read.
            try await session.execute("DROP INDEX IF EXISTS launch_timeline_for_lists")
            try await session.execute("DROP INDEX IF EXISTS galaxy_record_by_name")
            try await session.execute("DROP TABLE IF EXISTS galaxy_number")
        },
        Migration(name: "14: Launch Library 2's agencies") { try await $0.makeTables(["ll2_agency"]) },
        Migration(name: "15: dataset versions") { try await $0.makeTables(["store_version"]) },
        Migration(name: "16: the previous launches backfilled over many refreshes") { session in
            // Every provider's previous launches are some 75 pages: fetched a few an hour, the
            // backfill goes on where the last refresh stopped.
            try await session.ensureColumn("backfill_before", "double precision", in: "ll2_list")
            // An earlier release fetched SpaceX's launches only: the previous list is fetched
            // again from its newest, every provider's.
            try await session.execute("UPDATE ll2_list SET updated_through = NULL WHERE list = 'previous'")
        },
        Migration(name: "17: the providers each Launch Library list was fetched for") { session in
            // When `--ll2-providers` changes, the previous list is fetched again from its newest
            // (`SyncLaunchLibrary`); a list fetched before this step was every provider's (16).
            try await session.ensureColumn("providers", "text", in: "ll2_list")
        },
        Migration(name: "18: every provider's rockets and the launch sites in the search") { session in
            try await session.rebuildLaunchSearchEntries(timeline: try await session.storedTimeline())
        },
        Migration(name: "19: Launch Library 2's astronauts and space stations") { try await $0.makeTables(["ll2_astronaut", "ll2_station"]) },
        // Filled by the dataset's next refresh or import (a day at most).
        Migration(name: "20: Launch Library 2's kinds of spacecraft") { try await $0.makeTables(["ll2_spacecraft"]) },
        Migration(name: "21: the kinds of reminder notice a profile turned off") { session in
            try await session.ensureColumn("quiet_notices", "text NOT NULL DEFAULT ''", in: "profile_reminder")
        },
        Migration(name: "22: the weather at the pads of the launches ahead") { try await $0.makeTables(["launch_pad_forecast"]) },
        // Facts stored before it are not news: only what the facts API brings from now on is.
        Migration(name: "23: when the facts API first brought each fact") { session in
            try await session.ensureColumn("discovered_at", "double precision", in: "fact")
        },
        Migration(name: "24: what a profile is pushed about the weather") { session in
            try await session.ensureColumn("weather_alerts", "text NOT NULL DEFAULT ''", in: "profile_reminder")
        },
    ]

    /// Applies the migrations the store lacks, inside the caller's transaction (which makes them
    /// one at a time: SQLite's single writer, a lock on PostgreSQL).
    public static func apply(on session: any SQLSession) async throws {
        // PostgreSQL stores of the first release made this table with an `applied_at` as well.
        try await session.execute("CREATE TABLE IF NOT EXISTS almanac_migration (name text PRIMARY KEY)")
        let applied = Set(try await session.values("SELECT name FROM almanac_migration", as: String.self))
        for migration in all where !applied.contains(migration.name) {
            try await migration.apply(session)
            try await session.execute("INSERT INTO almanac_migration (name) VALUES (\(migration.name))")
        }
        guard !applied.contains(tablesRecord) else { return }
        try await session.makeTables(try await missingTables(on: session))
        try await session.execute("INSERT INTO almanac_migration (name) VALUES (\(tablesRecord))")
    }

    /// What this build needs that the store lacks (a newer build's extra steps and tables are
    /// fine): the names of the steps it has not applied (all of them when it has none), then
    /// `table <name>` for each table `Schema` declares that it does not have.
    public static func missing(on session: any SQLSession) async throws -> [String] {
        guard !(try await session.columns(of: "almanac_migration")).isEmpty else { return all.map(\.name) }
        let applied = Set(try await session.values("SELECT name FROM almanac_migration", as: String.self))
        let steps = all.map(\.name).filter { !applied.contains($0) }
        guard !applied.contains(tablesRecord) else { return steps }
        return steps + (try await missingTables(on: session)).map { "table \($0)" }
    }

    /// Recorded once this build's tables are all made, so that asking whether a store is ready
    /// (`/readyz`, a follower waiting for the leader) reads one table, as it did before tables
    /// were made without steps. Named by the list of tables: a build that declares another table
    /// looks for them again.
    package static let tablesRecord = "tables " + StableHash.fnv1a64(Schema.tables.map(\.name).joined(separator: " ").utf8)

    /// The tables `Schema` declares that the store does not have, in `Schema`'s order.
    private static func missingTables(on session: any SQLSession) async throws -> [String] {
        let existing = Set(try await session.tableNames())
        return Schema.tables.map(\.name).filter { !existing.contains($0) }
    }
}

extension SQLSession {
    /// Makes the tables named, with their indexes, as `Schema` declares them (those that exist
    /// are left as they are).
    func makeTables(_ names: [String]) async throws {
        for name in names {
            for statement in Schema.statements(making: name, on: engine) { try await execute(statement) }
        }
    }

    /// Adds `column` to `table` when the table exists without it. Returns whether it was added.
    @discardableResult
    func ensureColumn(_ column: String, _ definition: SQL, in table: String) async throws -> Bool {
        let existing = try await columns(of: table)
        guard !existing.isEmpty, !existing.contains(column) else { return false }
        try await execute("ALTER TABLE \(raw: table) ADD COLUMN \(raw: column) \(definition)")
        return true
    }

    /// The names of the store's tables (in PostgreSQL's current schema).
    func tableNames() async throws -> [String] {
        try await values(
            engine.pick(
                sqlite: "SELECT name FROM sqlite_master WHERE type = 'table'",
                postgres: "SELECT table_name::text FROM information_schema.tables WHERE table_schema = current_schema()"),
            as: String.self)
    }

    /// The names of `table`'s columns; empty when there is no such table (in PostgreSQL's
    /// current schema).
    func columns(of table: String) async throws -> Set<String> {
        Set(
            try await values(
                engine.pick(
                    sqlite: "SELECT name FROM pragma_table_info(\(table))",
                    postgres:
                        "SELECT column_name::text FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = \(table)"
                ), as: String.self))
    }
}
