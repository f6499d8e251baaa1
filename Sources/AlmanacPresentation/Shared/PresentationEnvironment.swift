import AlmanacCore
import Foundation

/// What formatting depends on besides the data: the clock, the viewer's time zone, and how a page
/// should link to an outside image (the web proxies them; the API and CLI give them as they are).
public struct PresentationEnvironment: Sendable {
    public let now: Now
    public let timeZone: TimeZone
    public let imageURL: @Sendable (String) -> String

    public init(now: Now = .system, timeZone: TimeZone, imageURL: @escaping @Sendable (String) -> String = { $0 }) {
        self.now = now
        self.timeZone = timeZone
        self.imageURL = imageURL
    }

    /// Days since 1970 on the viewer's wall clock: what day-relative texts ("today") depend on.
    public var viewerDay: Int {
        let now = now()
        return Int(((now.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: now))) / 86_400).rounded(.down))
    }

    /// Today's date on the viewer's wall clock, as `yyyy-MM-dd`.
    public var viewerDayKey: String { DateText.dayKey(now(), in: calendar) }

    /// A Gregorian calendar in the viewer's time zone.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
