import AlmanacCore
import Foundation
import GRDB

/// A row of `spacex_launch`: the columns the launches filter needs, the links as columns, and the
/// (usually empty) failures as JSON. Rows are read and written by hand rather than through
/// Codable because every launches page reads twenty of them.
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

    init(row: Row) throws {
        let failuresJSON: String = row["failures"]
        let failures = failuresJSON == "[]" ? [] : try JSONDecoder().decode([LaunchFailure].self, from: Data(failuresJSON.utf8))
        launch = Launch(
            id: row["id"], flightNumber: row["flight_number"], name: row["name"],
            date: Date(timeIntervalSince1970: row["date_unix"]),
            datePrecision: DatePrecision(rawValue: row["date_precision"]) ?? .day,
            isUpcoming: row["upcoming"], success: row["success"], rocketID: row["rocket_id"],
            launchpadID: row["launchpad_id"], details: row["details"], failures: failures,
            links: LaunchLinks(
                patchSmall: row["patch_small"], patchLarge: row["patch_large"], article: row["article"],
                wikipedia: row["wikipedia"], webcast: row["webcast"], youtubeID: row["youtube_id"],
                presskit: row["presskit"], redditCampaign: row["reddit_campaign"], redditLaunch: row["reddit_launch"],
                redditMedia: row["reddit_media"], redditRecovery: row["reddit_recovery"]
            )
        )
    }

    func encode(to container: inout PersistenceContainer) throws {
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
    }
}
