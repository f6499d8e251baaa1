import AlmanacCore
import AlmanacPresentation
import Foundation

/// The launches list's rows, drawn once and kept while what they show holds: the launch's data
/// (the refresh times of SpaceX and Launch Library, as the shared page cache keys whole pages),
/// the viewer's zone, and what of the clock the row reads (`LaunchRowViewModel.ClockReading`:
/// the day for a launch that happened, the minute for one ahead). Putting a row into words and
/// drawing it was about a quarter of a first-time launches page; comparing whole launches instead
/// of refresh times cost a quarter of that again (profiles of the release build under wrk).
final class LaunchRowDrawings: Sendable {
    private struct Key: Hashable {
        let launchID: String
        let zone: String
    }

    private struct Input: Equatable {
        let refreshTimes: RefreshTimes
        let clock: LaunchRowViewModel.ClockReading
    }

    /// When each dataset a row draws from was refreshed: a launch and its rocket (SpaceX), its
    /// status and picture (Launch Library).
    private struct RefreshTimes: Equatable {
        let spacex: Double?
        let launchLibrary: Double?
    }

    /// A few hundred launches in the zones viewers use; each row is about 1.5 KB.
    private let kept = KeptDrawings<Key, Input>(limit: 2_048)

    /// Draws rows for one request's viewer; `freshness` must be read before the rows' launches,
    /// so a drawing is never kept under a refresh older than the data it shows.
    func drawer(for environment: PresentationEnvironment, freshness: FreshnessTable) -> (BrowseLaunches.Row) -> HTML {
        let refreshTimes = RefreshTimes(
            spacex: freshness[.spacex]?.refreshedAt.timeIntervalSince1970,
            launchLibrary: freshness[.launchLibrary]?.refreshedAt.timeIntervalSince1970)
        let zone = environment.timeZone.identifier
        let (now, day) = (environment.now(), environment.viewerDay)
        return { [kept] row in
            let input = Input(refreshTimes: refreshTimes, clock: LaunchRowViewModel.ClockReading(of: row.launch, now: now, viewerDay: day))
            return kept.drawing(for: Key(launchID: row.launch.id, zone: zone), of: input) {
                LaunchRow.render(LaunchRowViewModel(row, environment: environment))
            }
        }
    }
}
