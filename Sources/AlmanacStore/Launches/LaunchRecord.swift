import AlmanacCore
import Foundation
import GRDB

/// A row of `spacex_launch` (the SpaceX API's launches as they came): the columns the launches
/// filter needs, the links as columns, and the (usually empty) failures as JSON. Rows are read and
/// written by hand rather than through Codable because every launches page reads twenty of them.
/// `TimelineRecord` adds Launch Library's part to the same columns.
struct LaunchRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "spacex_launch"

    let launch: Launch

    enum Columns {
        static let dateUnix = Column("date_unix")
        static let flightNumber = Column("flight_number")
        static let monthKey = Column("month_key")
        static let outcome = Column("outcome")
        static let rocketID = Column("rocket_id")
        static let launchpadID = Column("launchpad_id")
    }

    init(_ launch: Launch) { self.launch = launch }

    /// The columns a launch is read from, in the order `init(row:)` reads them by position
    /// (looking each up by name showed in profiles of the launches page). Every read of
    /// launches selects exactly these: GRDB's requests through `databaseSelection`, the
    /// launches query through `selectedColumnsSQL`.
    static let readColumns = [
        "id", "flight_number", "name", "date_unix", "date_precision", "upcoming", "success", "rocket_id",
        "launchpad_id", "details", "failures", "patch_small", "patch_large", "article", "wikipedia", "webcast",
        "youtube_id", "presskit", "reddit_campaign", "reddit_launch", "reddit_media", "reddit_recovery", "launch_library_id",
    ]
    static var databaseSelection: [any SQLSelectable] { readColumns.map { Column($0) } }
    static let selectedColumnsSQL = readColumns.joined(separator: ", ")

    init(row: Row) throws { launch = try Self.launch(row) }

    /// The launch in a row read through `readColumns`, with Launch Library's part when given.
    static func launch(_ row: Row, launchLibrary: LaunchLibraryDetails? = nil, provenance: LaunchProvenance = .spacex) throws -> Launch {
        let failuresJSON: String = row[10]
        let failures = failuresJSON == "[]" ? [] : try JSONDecoder().decode([LaunchFailure].self, from: Data(failuresJSON.utf8))
        return Launch(
            id: row[0], flightNumber: row[1], name: row[2],
            date: Date(timeIntervalSince1970: row[3]),
            datePrecision: DatePrecision(rawValue: row[4]) ?? .day,
            isUpcoming: row[5], success: row[6], rocketID: row[7],
            launchpadID: row[8], details: row[9], failures: failures,
            links: LaunchLinks(
                patchSmall: row[11], patchLarge: row[12], article: row[13],
                wikipedia: row[14], webcast: row[15], youtubeID: row[16],
                presskit: row[17], redditCampaign: row[18], redditLaunch: row[19],
                redditMedia: row[20], redditRecovery: row[21]
            ),
            launchLibraryID: row[22], launchLibrary: launchLibrary, provenance: provenance
        )
    }

    func encode(to container: inout PersistenceContainer) throws { try Self.encode(launch, to: &container) }

    static func encode(_ launch: Launch, to container: inout PersistenceContainer) throws {
        let links = launch.links
        container["id"] = launch.id
        container["flight_number"] = launch.flightNumber
        container["name"] = launch.name
        // Folded once here so the search is a plain substring test in SQL.
        container["search_name"] = launch.name.foldedForSearch
        container["date_unix"] = launch.date.timeIntervalSince1970
        container["date_precision"] = launch.datePrecision.rawValue
        container["month_key"] = Launch.monthKey(of: launch.date)
        container["upcoming"] = launch.isUpcoming
        container["success"] = launch.success
        container["outcome"] = launch.outcome.rawValue
        container["rocket_id"] = launch.rocketID
        container["launchpad_id"] = launch.launchpadID
        container["details"] = launch.details
        container["failures"] = String(decoding: try JSONEncoder().encode(launch.failures), as: UTF8.self)
        container["patch_small"] = links.patchSmall
        container["patch_large"] = links.patchLarge
        container["article"] = links.article
        container["wikipedia"] = links.wikipedia
        container["webcast"] = links.webcast
        container["youtube_id"] = links.youtubeID
        container["presskit"] = links.presskit
        container["reddit_campaign"] = links.redditCampaign
        container["reddit_launch"] = links.redditLaunch
        container["reddit_media"] = links.redditMedia
        container["reddit_recovery"] = links.redditRecovery
        container["launch_library_id"] = launch.launchLibraryID
    }
}

/// A row of `launch_timeline`: one launch of the merged list (`LaunchTimeline`) that every
/// launches screen reads, rebuilt whenever either source changes.
struct TimelineRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "launch_timeline"

    let launch: Launch

    init(_ launch: Launch) { self.launch = launch }

    static let readColumns = LaunchRecord.readColumns + ["provenance", "launch_library"]
    static var databaseSelection: [any SQLSelectable] { readColumns.map { Column($0) } }
    static let selectedColumnsSQL = readColumns.joined(separator: ", ")

    init(row: Row) throws {
        let details: String? = row[24]
        launch = try LaunchRecord.launch(
            row, launchLibrary: try details.map { try JSONDecoder().decode(LaunchLibraryDetails.self, from: Data($0.utf8)) },
            provenance: LaunchProvenance(rawValue: row[23]) ?? .spacex
        )
    }

    func encode(to container: inout PersistenceContainer) throws {
        try LaunchRecord.encode(launch, to: &container)
        container["provenance"] = launch.provenance.rawValue
        container["launch_library"] = try launch.launchLibrary.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
    }
}
