import AlmanacCore
import Foundation

/// What formatting depends on besides the data: the clock, the viewer's time zone, and how a page
/// should link to an outside image (the web proxies them; the API and CLI give them as they are).
public struct PresentationEnvironment: Sendable {
    public let now: Now
    public let timeZone: TimeZone
    public let imageURL: @Sendable (String) -> String
    /// A Gregorian calendar in the viewer's time zone, made once per request, not per row.
    public let calendar: Calendar

    public init(now: Now = .system, timeZone: TimeZone, imageURL: @escaping @Sendable (String) -> String = { $0 }) {
        self.now = now
        self.timeZone = timeZone
        self.imageURL = imageURL
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// Days since 1970 on the viewer's wall clock: what day-relative texts ("today") depend on.
    public var viewerDay: Int { DateText.civilDayNumber(of: now(), in: timeZone) }

    /// Today's date on the viewer's wall clock, as `yyyy-MM-dd`.
    public var viewerDayKey: String { DateText.dayKey(now(), in: calendar) }
}
