import AlmanacCore
import GRDB

/// The single row of `spacex_company`.
struct CompanyRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "spacex_company"
    var id = 1
    var body: Company
}

/// A row of `spacex_rocket`; `position` keeps the upstream order.
struct RocketRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "spacex_rocket"
    var id: String
    var position: Int
    var body: Rocket
}

/// A row of `spacex_launchpad`.
struct LaunchpadRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "spacex_launchpad"
    var id: String
    var body: Launchpad
}
