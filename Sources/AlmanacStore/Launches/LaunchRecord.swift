import AlmanacCore
import Foundation
import GRDB

/// A row of `spacex_launch`: the columns the launches filter needs, plus links and failures as JSON.
struct LaunchRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "spacex_launch"
    static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    var id: String
    var flightNumber: Int
    var name: String
    /// The name folded for case- and diacritic-insensitive search.
    var searchName: String
    var dateUnix: Double
    var datePrecision: DatePrecision
    /// `YYYYMM` in UTC, for year and month-range filters.
    var monthKey: Int
    var upcoming: Bool
    var success: Bool?
    var outcome: LaunchOutcome
    var rocketId: String?
    var launchpadId: String?
    var details: String?
    var failures: [LaunchFailure]
    var links: LaunchLinks

    enum Columns {
        static let searchName = Column("search_name")
        static let dateUnix = Column("date_unix")
        static let flightNumber = Column("flight_number")
        static let monthKey = Column("month_key")
        static let outcome = Column("outcome")
        static let rocketID = Column("rocket_id")
    }

    init(_ launch: Launch) {
        id = launch.id
        flightNumber = launch.flightNumber
        name = launch.name
        searchName = launch.name.foldedForSearch
        dateUnix = launch.date.timeIntervalSince1970
        datePrecision = launch.datePrecision
        monthKey = Launch.monthKey(of: launch.date)
        upcoming = launch.isUpcoming
        success = launch.success
        outcome = launch.outcome
        rocketId = launch.rocketID
        launchpadId = launch.launchpadID
        details = launch.details
        failures = launch.failures
        links = launch.links
    }

    var launch: Launch {
        Launch(
            id: id, flightNumber: flightNumber, name: name, date: Date(timeIntervalSince1970: dateUnix),
            datePrecision: datePrecision, isUpcoming: upcoming, success: success, rocketID: rocketId,
            launchpadID: launchpadId, details: details, failures: failures, links: links
        )
    }
}
