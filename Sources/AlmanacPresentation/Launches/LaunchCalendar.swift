import AlmanacCore
import Foundation

/// Upcoming launches as an iCalendar feed (RFC 5545) a phone calendar can subscribe to, without
/// covering the calendar with guesses: a timed event (its launch window, at most a day; an hour
/// without one) with a reminder an hour before for a launch known to the hour or better, an
/// all-day event for one known to the day, and nothing for coarser ones. Each event's UID stays
/// the same across refreshes and its SEQUENCE grows each time Almanac saw the date move, so a
/// subscribed calendar moves the event rather than adding another.
public enum LaunchCalendar {
    public static let contentType = "text/calendar; charset=utf-8"

    /// The longest a timed event lasts, whatever the window says.
    static let longestEvent: TimeInterval = 86_400

    /// - Parameters:
    ///   - launches: the upcoming launches, soonest first.
    ///   - moves: how many times Almanac saw each launch's date move, by its Launch Library id.
    ///   - details: each event's details (`eventDetails`, or a kept copy: they change only with
    ///     the launch); the rest of an event (its sequence and stamp) is drawn here.
    public static func render(
        _ launches: [BrowseLaunches.Row], moves: [String: Int] = [:], now: Date, details: (BrowseLaunches.Row) -> String
    ) -> String {
        var text = header
        // Worked out only for a feed with launches: an empty one (nothing ahead) is common.
        let stamp = launches.isEmpty ? "" : "DTSTAMP:\(DateText.basicTimestamp(now))"
        for row in launches where row.launch.datePrecision.isKnownToTheDay {
            let launch = row.launch
            let sequence = launch.launchLibrary.flatMap { moves[$0.id] } ?? 0
            text += lines(["BEGIN:VEVENT", "UID:\(self.text(launch.id))@almanac.launches", "SEQUENCE:\(sequence)", stamp])
            text += details(row)
        }
        return text + "END:VCALENDAR\r\n"
    }

    /// The calendar's own lines, the same in every feed.
    private static let header = lines([
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Almanac//SpaceX launches//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
        "X-WR-CALNAME:SpaceX launches", "X-PUBLISHED-TTL:PT1H", "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    ])

    /// An event's lines after its stamp, to its end, folded, each ending in CRLF: its times,
    /// summary, description, status, link and reminder.
    public static func eventDetails(_ row: BrowseLaunches.Row, link: (String) -> String) -> String {
        let launch = row.launch
        let library = launch.launchLibrary
        var lines: [String] = []
        var alarm: [String] = []
        if launch.datePrecision.isExact {
            // The window when it holds the launch time, else the hour from it.
            let window = library.flatMap { details -> (Date, Date)? in
                guard let start = details.windowStart, let end = details.windowEnd, end > start, start <= launch.date, launch.date <= end else {
                    return nil
                }
                return (start, end)
            }
            let start = window?.0 ?? launch.date
            let end = min(window?.1 ?? start.addingTimeInterval(3600), start.addingTimeInterval(longestEvent))
            lines += ["DTSTART:\(DateText.basicTimestamp(start))", "DTEND:\(DateText.basicTimestamp(end))"]
            alarm = [
                "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT1H", "DESCRIPTION:\(text("\(launch.name) launches in an hour"))", "END:VALARM",
            ]
        } else {
            let period = launch.datePrecision.period(holding: launch.date)
            lines += ["DTSTART;VALUE=DATE:\(DateText.basicDay(period.lowerBound))", "DTEND;VALUE=DATE:\(DateText.basicDay(period.upperBound))"]
        }
        let rocket = row.rocket?.name ?? library?.rocketName
        let status = library?.status
        var description = ["Planned: \(DateText.net(launch.date, precision: launch.datePrecision, in: utcCalendar))"]
        if let status { description.append("Status: \(status.words)") }
        if let rocket { description.append("Rocket: \(rocket)") }
        if let pad = library?.padName ?? library?.locationName { description.append("Pad: \(pad)") }
        if let webcast = webcast(of: launch) { description.append("Webcast: \(webcast)") }
        description.append("Source: \(launch.provenance.words)")
        lines += [
            "SUMMARY:\(text(launch.name + (rocket.map { " (\($0))" } ?? "")))",
            "DESCRIPTION:\(text(description.joined(separator: "\n")))",
            "STATUS:\(status == .go ? "CONFIRMED" : "TENTATIVE")",
            "TRANSP:TRANSPARENT",
            "URL:\(uri(link(launch.id)))",
        ]
        return self.lines(lines + alarm + ["END:VEVENT"])
    }

    /// Where to watch it: Launch Library 2's first webcast, else the SpaceX API's; only a web
    /// address (a calendar turns it into a link).
    private static func webcast(of launch: Launch) -> String? {
        [launch.launchLibrary?.webcasts?.first?.url, launch.links.webcast].compactMap { $0 }.first { url in
            let lowered = url.lowercased()
            return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
        }
    }

    /// Content lines folded, each ending in CRLF.
    private static func lines(_ lines: [String]) -> String {
        lines.map { fold($0) + "\r\n" }.joined()
    }

    private static let utcCalendar = DateText.utcCalendar

    /// A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines; other
    /// control characters, which no calendar field may hold, are dropped.
    static func text(_ value: String) -> String {
        var escaped = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\n": escaped += "\\n"
            case "\r": continue
            default:
                if scalar.properties.generalCategory == .control { continue }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A URI value: not escaped like text (its commas are its own), only without control characters.
    static func uri(_ value: String) -> String {
        String(String.UnicodeScalarView(value.unicodeScalars.filter { $0.properties.generalCategory != .control && $0 != " " }))
    }

    /// Lines longer than 75 octets folded with CRLF and a space, never inside a character.
    static func fold(_ line: String) -> String {
        // Most lines are short: nothing to fold, and no characters to walk.
        guard line.utf8.count > 75 else { return line }
        var folded = "", count = 0
        for character in line {
            let size = String(character).utf8.count
            if count + size > 75 {
                folded += "\r\n "
                count = 1
            }
            folded.append(character)
            count += size
        }
        return folded
    }
}
