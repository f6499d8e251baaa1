import Foundation

/// Every schedule change Almanac saw (`LaunchChange`), oldest first, with what the pages read of
/// it worked out once: a launch's own changes and how often each launch's date moved.
public struct LaunchChangeLog: Sendable {
    /// Oldest first; changes recorded at the same time keep the order they were given in.
    public let changes: [LaunchChange]
    private let byLaunch: [String: [LaunchChange]]
    /// How many times each launch's date moved, by its Launch Library id: a calendar event's SEQUENCE.
    public let dateMoves: [String: Int]

    public init(_ changes: [LaunchChange]) {
        let ordered = changes.enumerated().sorted { ($0.element.recordedAt, $0.offset) < ($1.element.recordedAt, $1.offset) }
            .map(\.element)
        self.changes = ordered
        byLaunch = Dictionary(grouping: ordered, by: \.launchID)
        dateMoves = ordered.filter(\.movedTheDate).reduce(into: [:]) { moves, change in moves[change.launchID, default: 0] += 1 }
    }

    /// The changes of one Launch Library launch, oldest first.
    public func changes(ofLaunch launchLibraryID: String) -> [LaunchChange] { byLaunch[launchLibraryID] ?? [] }

    /// Every change seen since `date`, oldest first.
    public func changes(since date: Date) -> [LaunchChange] {
        Array(changes.drop { $0.recordedAt < date })
    }
}
