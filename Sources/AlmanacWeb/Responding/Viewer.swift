import AlmanacCore
import AlmanacPresentation
import Foundation
import Hummingbird

/// Who is looking, and when: the viewer's time zone and the clock, resolved once per page or
/// API request by its group's error middleware (`ErrorPageMiddleware`, `APIErrorMiddleware`)
/// and read by every handler from its context.
struct Viewer: Sendable {
    let timeZone: TimeZone
    let now: Now

    /// Formatting for a page: dates in the viewer's zone, outside images through `/img`.
    var page: PresentationEnvironment {
        PresentationEnvironment(now: now, timeZone: timeZone) { Route.image(url: $0).href }
    }

    /// Days since 1970 on the viewer's wall clock (`PresentationEnvironment.viewerDay`), without
    /// making an environment's calendar: a kept answer's key needs no more.
    var day: Int { DateText.civilDayNumber(of: now(), in: timeZone) }

    /// Formatting for the API: dates in the viewer's zone, image addresses as stored.
    var api: PresentationEnvironment { PresentationEnvironment(now: now, timeZone: timeZone) }

    /// Until it is resolved: UTC and the system clock.
    static let unresolved = Viewer(timeZone: TimeZone(identifier: "UTC") ?? .current, now: .system)

    /// The viewer of `request`: `?tz=` (a bad one is a 400 naming it), else the `tz` cookie the
    /// page script sets, else the server's zone.
    static func resolved(for request: Request, query: QueryValues, defaultTimeZone: TimeZone, now: Now) throws(APIError) -> Viewer {
        Viewer(timeZone: try request.viewerTimeZone(query: query, default: defaultTimeZone), now: now)
    }
}
