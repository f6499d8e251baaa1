import AlmanacCore
import AlmanacPresentation
import Foundation

/// Every part of a page or answer kept drawn or encoded between requests, with one owner: built
/// once with the site and handed to the controllers that draw with it, which keep nothing of
/// their own. Each part is kept by what it is drawn from (a dataset's version, the record
/// itself, the viewer's zone and clock), so none outlives what it shows.
final class KeptParts: Sendable {
    /// Every launch drawn: rows, next-launch lines, pages, calendar events and encoded rows.
    let launches = LaunchDrawings()
    /// The launches chart, drawn from the counts per year and kept with them: it changes only
    /// when they do, and it is kept fingerprinted so that no list's ETag hashes its 8 kB again.
    let launchChart = LastResultMemo<[LaunchYearCounts], HTML?> { KeptParts.drawChart($0) }

    /// The chart of `counts`; nil when there is nothing to chart. (A filtered list's chart is
    /// drawn with its page, which is kept.) `filters`: on a record's page, the launches list's
    /// filters its counts are of, which each year's bar and row then open with that year.
    static func drawChart(_ counts: [LaunchYearCounts], filters: LaunchQuery.Parameters? = nil) -> HTML? {
        let stats = LaunchStatsViewModel(counts)
        return stats.years.isEmpty ? nil : LaunchChart.render(stats, filters: filters).readyToKeep
    }
    /// The launches filter form per filter typed; the one of a list without filters is on most pages.
    let launchFilterForms = KeptDrawings<LaunchQuery.Parameters, LaunchFilterForm, HTML>(limit: 256)
    /// The boosters list's rows, each encoded once.
    let boosters = KeptEncodings<BoosterRowViewModel>(limit: 1_024)
    /// SWAPI list rows, drawn for the pages and encoded for the API, per version of SWAPI.
    let galaxyRows = KeptGalaxyRows(limit: 1_024) { GalaxyListPage.row($0).readyToKeep }
    let galaxyEncodedRows = KeptGalaxyRows(limit: 1_024) { try EncodedJSON(encoding: $0) }
    /// The SWAPI filter form per resource and filter typed.
    let galaxyFilterForms = KeptDrawings<GalaxyFilterForm, Bool, HTML>(limit: 256)
    /// The fact cards searches and random picks answer, each encoded once and kept by its fact's
    /// id while the fact is the same: a page's 20 cards cost more to make than the rest of its answer.
    let factCards = KeptDrawings<String, Fact, EncodedJSON>(limit: 2_048)
    /// Forecasts in words, once per forecast, place, units and hour, whichever visitor's city shows it.
    let forecasts = KeptForecastViews()
    /// Forecasts as the weather API encodes them.
    let weatherJSON = KeptWeatherJSON()
    /// The places searches list, each encoded once (a visitor typing asks for the same few again).
    let places = KeptEncodings<PlaceViewModel>(limit: 2_048)
    /// Every dataset's status: counting records takes queries over every table, so the statuses
    /// are read at most once per `statusLifetime` however many ask ("generated at" says when).
    /// They are not kept by the datasets' versions: they show the upstreams' circuits too.
    let statuses: ShortLivedValue<[DatasetStatus]>
    /// The statuses in words and as the API writes them, for the last read, zone and second.
    let drawnStatuses = LastResultMemo<StatusController.DrawnStatuses.Key, Result<StatusController.DrawnStatuses, any Error>> { key in
        Result { try StatusController.DrawnStatuses(key) }
    }

    init(statusLifetime: Duration) {
        statuses = ShortLivedValue(lifetime: statusLifetime)
    }
}
