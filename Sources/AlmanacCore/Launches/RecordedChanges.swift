import Foundation

/// The launch schedule changes Almanac saw (`LaunchChange`): "launches that slipped this week",
/// and how often each launch's date moved (a calendar event's SEQUENCE).
public struct RecordedChanges: Sendable {
    let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    /// Every change seen since `date`, oldest first.
    public func callAsFunction(since date: Date) async throws -> [LaunchChange] {
        try await store.changes(since: date)
    }

    /// How many times each launch's date moved, by its Launch Library id.
    public func dateMoves() async throws -> [String: Int] {
        try await store.dateMoves()
    }
}
