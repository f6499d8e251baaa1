import AlmanacCore

/// A launch as a downloaded list holds it: one column for each thing a person would sort or
/// count by in a spreadsheet, dates in ISO 8601 (UTC), nothing worded for a screen.
public struct LaunchExportRow: Sendable {
    let row: BrowseLaunches.Row
    let dateMoves: Int
    let pageURL: String

    /// `dateMoves`: how many times Almanac saw its date move; `pageURL`: its page's address.
    public init(_ row: BrowseLaunches.Row, dateMoves: Int, pageURL: String) {
        self.row = row
        self.dateMoves = dateMoves
        self.pageURL = pageURL
    }

    /// `rows` as a download lists them: each with how many times its date moved (`dateMoves`,
    /// by Launch Library's id, `RecordedChanges.dateMoves`) and its page's address on `origin`
    /// ("http://host:port", or "" for the path alone).
    public static func rows(_ rows: [BrowseLaunches.Row], dateMoves: [String: Int], origin: String) -> [LaunchExportRow] {
        rows.map { row in
            LaunchExportRow(
                row, dateMoves: row.launch.launchLibrary.flatMap { dateMoves[$0.id] } ?? 0, pageURL: origin + Route.launch(id: row.launch.id).href)
        }
    }

    public static let table = ExportTable<LaunchExportRow>([
        .init("id") { .text($0.row.launch.id) },
        .init("name") { .text($0.row.launch.name) },
        .init("net") { .text(DateText.iso8601($0.row.launch.date)) },
        .init("netPrecision") { .text($0.row.launch.datePrecision.rawValue) },
        .init("status") { .text($0.row.launch.launchLibrary?.status?.words) },
        .init("outcome") { .text($0.row.launch.outcome.rawValue) },
        .init("provider") { .text($0.row.launch.provider?.name) },
        .init("rocket") { .text($0.row.rocket?.name ?? $0.row.launch.launchLibrary?.rocketName) },
        .init("rocketFamily") { .text($0.row.launch.launchLibrary?.rocketFamily) },
        .init("pad") { .text($0.row.launch.launchLibrary?.padName) },
        .init("location") { .text($0.row.launch.launchLibrary?.locationName) },
        .init("countryCode") { .text($0.row.launch.launchLibrary?.place?.countryCode) },
        .init("missionType") { .text($0.row.launch.launchLibrary?.missionType) },
        .init("orbit") { .text($0.row.launch.launchLibrary?.orbit) },
        .init("crewed") { row in .flag(row.row.launch.launchLibrary?.crew.map { !$0.isEmpty }) },
        .init("webcast") { .text($0.row.launch.links.webcast ?? $0.row.launch.launchLibrary?.webcastURL) },
        .init("dateMoves") { .number($0.dateMoves) },
        .init("source") { .text($0.row.launch.provenance.rawValue) },
        .init("url") { .text($0.pageURL) },
    ])
}
