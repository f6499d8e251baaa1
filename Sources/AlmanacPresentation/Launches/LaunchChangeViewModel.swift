import AlmanacCore
import Foundation

/// A schedule change in words: "NET 25 Nov 2026 07:25 UTC → 27 Nov 2026 07:25 UTC · Go for launch →
/// On hold", seen "2 days ago"; or an announcement: "Announced, NET 25 Nov 2026 07:25 UTC".
public struct LaunchChangeViewModel: Hashable, Sendable, Encodable {
    /// When the refresh that saw it ran.
    public let recordedAt: String
    /// "2 days ago".
    public let recordedText: String
    /// What changed, each part "before → after".
    public let parts: [String]

    public init(_ change: LaunchChange, environment: PresentationEnvironment) {
        recordedAt = DateText.iso8601(change.recordedAt)
        recordedText = DateText.when(change.recordedAt, now: environment.now(), in: environment.calendar)
        let calendar = environment.calendar
        let to = change.to
        guard let from = change.from else {
            parts = ["Announced, NET \(DateText.net(to.net, precision: to.precision, in: calendar))"] + (to.status.map { [$0.words] } ?? [])
            return
        }
        var parts: [String] = []
        if change.movedTheDate {
            parts.append(
                "NET \(DateText.net(from.net, precision: from.precision, in: calendar)) → \(DateText.net(to.net, precision: to.precision, in: calendar))"
            )
        }
        if from.windowStart != to.windowStart || from.windowEnd != to.windowEnd, let end = to.windowEnd, let start = to.windowStart, end > start {
            parts.append("window now \(DateText.timestamp(start, in: calendar)) to \(DateText.timestamp(end, in: calendar))")
        }
        if change.changedTheStatus {
            parts.append("\(from.status?.words ?? "no status") → \(to.status?.words ?? "no status")")
        }
        self.parts = parts
    }

    /// "Moved from 25 Nov 2026 to 27 Nov 2026, 2 days ago": the latest change of the date, if any.
    public static func lastMove(_ changes: [LaunchChange], environment: PresentationEnvironment) -> String? {
        guard let move = changes.last(where: \.movedTheDate), let before = move.from else { return nil }
        let calendar = environment.calendar
        let from = DateText.net(before.net, precision: before.precision, in: calendar)
        let to = DateText.net(move.to.net, precision: move.to.precision, in: calendar)
        return "Moved from \(from) to \(to), \(DateText.when(move.recordedAt, now: environment.now(), in: calendar))"
    }
}
