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

    /// A change with the launch it moved.
    public struct Row: Sendable {
        public let change: LaunchChange
        public let launch: BrowseLaunches.Row
    }

    /// The changes of the launches `query` keeps (its filters as the launches list's), and of
    /// those only the ones in `ids` when given (a profile's starred launches), newest first, the
    /// page `query` asks for: "what slipped", filtered by provider, rocket, pad…; or, with
    /// `announcements`, the launches' announcements instead: "what is new".
    public func latest(matching query: LaunchQuery, only ids: Set<String>? = nil, announcements: Bool = false) async throws -> Page<Row> {
        let launches = try await BrowseLaunches(store: store).everything(query).filter { ids?.contains($0.launch.id) ?? true }
        let byLibraryID = Dictionary(launches.compactMap { row in row.launch.launchLibrary.map { ($0.id, row) } }) { first, _ in first }
        let matching = try await store.changeLog().changes.reversed().compactMap { change in
            change.isAnnouncement == announcements ? byLibraryID[change.launchID].map { Row(change: change, launch: $0) } : nil
        }
        let page = query.page
        return Page(items: Array(matching.dropFirst(page.offset).prefix(page.limit)), request: page, total: matching.count)
    }
}
