import AlmanacCore
import Foundation
import GRDB

/// Launch Library 2's launches as they came, one row each: the decoded launch (to merge) and the
/// JSON object verbatim (to export). `list` is the list it was last fetched from.
struct LaunchLibraryRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "ll2_launch"
    var id: String
    var list: String
    var net: Double
    var launch: Launch
    var body: Data
}

/// Where each Launch Library list stands.
struct LaunchLibraryListRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "ll2_list"
    var list: String
    var refreshed_at: Double
    var updated_through: Double?
}

extension Database {
    /// Rebuilds `launch_timeline` from both sources' stored launches, the rockets and the pads:
    /// a few hundred rows, rebuilt in the transaction that changed a source.
    func rebuildLaunchTimeline() throws {
        let spacex = try LaunchRecord.fetchAll(self).map(\.launch)
        let library = try LaunchLibraryRecord.fetchAll(self).map(\.launch)
        let rockets = try RocketRecord.order(Column("position")).fetchAll(self).map(\.body)
        let launchpads = try LaunchpadRecord.order(Column.rowID).fetchAll(self).map(\.body)
        try TimelineRecord.deleteAll(self)
        for launch in LaunchTimeline.merge(spacex: spacex, launchLibrary: library, rockets: rockets, launchpads: launchpads) {
            try TimelineRecord(launch).insert(self)
        }
    }

    /// The version per-refresh memos of the timeline key on: it changes when either source is
    /// refreshed (each refresh time only grows, so their sum does too).
    func timelineVersion() throws -> Double? {
        let versions = [try refreshVersion(of: .spacex), try refreshVersion(of: .launchLibrary)].compactMap { $0 }
        return versions.isEmpty ? nil : versions.reduce(0, +)
    }
}
