import AlmanacCore
import AlmanacPresentation
import Foundation

/// Launches drawn once and kept while what they show holds: each launch's row in the list (and
/// encoded, in the JSON API's list), the line naming the next launch above it and each launch's
/// own page, per viewer zone, and its event in the calendar feed, drawn again when SpaceX or
/// Launch Library changes (their versions, as the shared page cache keys whole pages) or when
/// what of the clock the launch's words read changes
/// (`LaunchRowViewModel.ClockReading`: the day for a launch that happened, the minute for one
/// ahead). Putting a row into words and drawing it was about a quarter of a first-time launches
/// page; comparing whole launches instead of refresh times cost a quarter of that again (profiles
/// of the release build under wrk); encoding rows was three quarters of a first-time API list.
/// A countdown's words may be up to a minute old: the page's script counts down from the
/// `datetime` it carries.
final class LaunchDrawings: Sendable {
    private struct Key: Hashable {
        let launchID: String
        /// What else the drawing shows: the viewer's zone (and for a page in imperial units,
        /// those), or for a feed's event the address the feed was asked from (its link leads
        /// there; its times are in UTC).
        let frame: String

        /// Hashed by each string's length and last eight bytes, where launch ids differ (a SpaceX
        /// id ends in a counter, a Launch Library id is random) and zones mostly do; `==` still
        /// compares them whole. Hashing both strings whole was about half the cost of finding
        /// each row of a launches page.
        func hash(into hasher: inout Hasher) {
            Self.combine(launchID, into: &hasher)
            Self.combine(frame, into: &hasher)
        }

        private static func combine(_ text: String, into hasher: inout Hasher) {
            var text = text  // a native string's bytes are read in place, not copied
            text.withUTF8 { bytes in
                let raw = UnsafeRawBufferPointer(bytes)
                let tail = raw.count >= 8 ? raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self) : raw.reduce(0) { $0 << 8 | UInt64($1) }
                hasher.combine(tail ^ UInt64(raw.count))
            }
        }
    }

    private struct Input: Equatable {
        /// The version of each dataset a launch is drawn from: the launch, its rocket and
        /// boosters (SpaceX), its status, picture and schedule changes (Launch Library).
        let spacex: ChangeStamp
        let launchLibrary: ChangeStamp
        /// Nil for a drawing that does not read the clock (a feed's event).
        let clock: LaunchRowViewModel.ClockReading?
    }

    /// A few hundred launches in the zones viewers use; a row is about 1.5 KB.
    private let rows = KeptDrawings<Key, Input, HTML>(limit: 2_048)
    /// The next launch's line: one launch at a time, in each zone viewers use.
    private let nextLines = KeptDrawings<Key, Input, HTML>(limit: 64)
    /// A launch's page is a few KB; the launches people open.
    private let pages = KeptDrawings<Key, Input, HTML>(limit: 512)
    /// A launch's event in the calendar feed (`LaunchCalendar.eventDetails`).
    private let events = KeptDrawings<Key, Input, String>(limit: 1_024)
    /// Each launch's row as the JSON API lists it, per viewer zone; about 1 KB.
    private let encodedRows = KeptDrawings<Key, Input, EncodedJSON>(limit: 2_048)

    /// Draws rows for one request's viewer; `freshness` must be read before the rows' launches,
    /// so a drawing is never kept under a refresh older than the data it shows.
    func rowDrawer(for environment: PresentationEnvironment, freshness: FreshnessTable) -> (BrowseLaunches.Row) -> HTML {
        drawer(rows, environment, freshness, LaunchRow.render)
    }

    /// Draws the next launch's line for one request's viewer; `freshness` as for `rowDrawer`.
    func nextLineDrawer(for environment: PresentationEnvironment, freshness: FreshnessTable) -> (BrowseLaunches.Row) -> HTML {
        drawer(nextLines, environment, freshness, LaunchesPage.nextLine)
    }

    /// Encodes rows for one API request's viewer; `freshness` as for `rowDrawer`.
    func rowEncoder(for environment: PresentationEnvironment, freshness: FreshnessTable) -> (BrowseLaunches.Row) throws -> EncodedJSON {
        let keyAndInput = keyAndInput(environment, freshness)
        return { [encodedRows] row in
            let (key, input) = keyAndInput(row.launch)
            return try encodedRows.drawing(for: key, of: input) { try EncodedJSON(encoding: LaunchRowViewModel(row, environment: environment)) }
        }
    }

    /// Draws calendar events' details for a feed asked from `origin`; `freshness` as for
    /// `rowDrawer`. What they show does not depend on the clock.
    func eventDrawer(origin: String, freshness: FreshnessTable) -> (BrowseLaunches.Row) -> String {
        let input = inputs(nil, freshness)
        return { [events] row in
            events.drawing(for: Key(launchID: row.launch.id, frame: origin), of: input(row.launch)) {
                LaunchCalendar.eventDetails(row) { origin + Route.launch(id: $0).href }
            }
        }
    }

    private func drawer(
        _ kept: KeptDrawings<Key, Input, HTML>, _ environment: PresentationEnvironment, _ freshness: FreshnessTable,
        _ draw: @escaping (LaunchRowViewModel) -> HTML
    ) -> (BrowseLaunches.Row) -> HTML {
        let keyAndInput = keyAndInput(environment, freshness)
        return { row in
            let (key, input) = keyAndInput(row.launch)
            return kept.drawing(for: key, of: input) { draw(LaunchRowViewModel(row, environment: environment)).readyToKeep }
        }
    }

    /// Where a launch's drawing for the viewer is kept and what it is drawn from, for one request.
    private func keyAndInput(_ environment: PresentationEnvironment, _ freshness: FreshnessTable) -> (borrowing Launch) -> (Key, Input) {
        let input = inputs(environment, freshness)
        let zone = environment.timeZone.identifier
        return { launch in (Key(launchID: launch.id, frame: zone), input(launch)) }
    }

    /// The page of `detail`'s launch, for the viewer and in their units; `freshness` read before `detail`.
    func page(_ detail: ShowLaunch.Detail, environment: PresentationEnvironment, units: UnitSystem, freshness: FreshnessTable) -> LaunchPage {
        let launch = detail.launch
        let (zoneKey, input) = keyAndInput(environment, freshness)(launch)
        let key = units == .metric ? zoneKey : Key(launchID: launch.id, frame: zoneKey.frame + " " + units.rawValue)
        let content = pages.drawing(for: key, of: input) {
            LaunchPage.content(LaunchDetailViewModel(detail, environment: environment, units: units)).readyToKeep
        }
        return LaunchPage(id: launch.id, title: launch.name, content: content)
    }

    /// What a drawing of each launch depends on, for one request; the clock only for a
    /// drawing for a viewer.
    private func inputs(_ environment: PresentationEnvironment?, _ freshness: FreshnessTable) -> (borrowing Launch) -> Input {
        let (spacex, launchLibrary) = (freshness.version(of: .spacex), freshness.version(of: .launchLibrary))
        let clock = environment.map { (now: $0.now(), day: $0.viewerDay) }
        return { launch in
            Input(
                spacex: spacex, launchLibrary: launchLibrary,
                clock: clock.map { LaunchRowViewModel.ClockReading(of: launch, now: $0.now, viewerDay: $0.day) })
        }
    }
}
