import Foundation

/// Launch Library 2's two lists of launches. Upcoming is short and changes by the hour; previous
/// is long (every orbital launch since 1957) and changes rarely, so it is backfilled page by page
/// over many refreshes, then fetched incrementally.
public enum LaunchLibraryList: String, CaseIterable, Hashable, Sendable, Codable {
    case upcoming, previous
}

/// One launch as Launch Library 2 sent it: decoded, and its JSON object verbatim (an export
/// writes it back as it came).
public struct LaunchLibraryEntry: Sendable {
    public let launch: Launch
    public let body: Data

    public init(launch: Launch, body: Data) {
        self.launch = launch
        self.body = body
    }
}

/// What one fetch of a list found.
public struct LaunchLibraryFetch: Sendable {
    public let list: LaunchLibraryList
    public let entries: [LaunchLibraryEntry]
    /// Objects that could not be read as launches (each named in `skippedReasons`), left out.
    public let skippedReasons: [String]
    /// Every page was fetched. False when the request budget ran out first: what came is kept,
    /// and the next refresh asks again from the same point.
    public let isComplete: Bool
    public let origin: Origin
    /// The providers it was fetched for (`LaunchLibrarySource.providers`): what the list's
    /// state then records.
    public let providers: [Int]

    public init(
        list: LaunchLibraryList, entries: [LaunchLibraryEntry], skippedReasons: [String] = [], isComplete: Bool = true, origin: Origin,
        providers: [Int] = []
    ) {
        self.list = list
        self.entries = entries
        self.skippedReasons = skippedReasons
        self.isComplete = isComplete
        self.origin = origin
        self.providers = providers
    }

    /// Refuses a fetch that cannot be right: nothing readable although there were objects, or
    /// one id twice.
    public func validate() throws(UpstreamFailure) {
        if entries.isEmpty, let reason = skippedReasons.first {
            throw .invalid(dataset: .launchLibrary, reason: "no \(list.rawValue) launch could be read (\(reason))")
        }
        var seen = Set<String>()
        if let twice = entries.first(where: { !seen.insert($0.launch.id).inserted }) {
            throw .invalid(dataset: .launchLibrary, reason: "launch id \(twice.launch.id) appears twice in the \(list.rawValue) list")
        }
    }
}

/// Somewhere Launch Library 2's lists can be fetched from: the live API, a mirror, a snapshot.
public protocol LaunchLibrarySource: Sendable {
    /// The list's launches, newest first; with `updatedSince`, only those changed since; with
    /// `before`, only those dated before it (the backfill's next pages). A source that cannot
    /// filter returns them all.
    func fetch(_ list: LaunchLibraryList, updatedSince: Date?, before: Date?) async throws -> LaunchLibraryFetch
    /// The providers whose launches it fetches, by Launch Library 2 id, in ascending order;
    /// empty: every provider's.
    var providers: [Int] { get }
}

/// Where each list stands in the store.
public struct LaunchLibraryListState: Hashable, Sendable {
    /// When the list was last fetched whole or incrementally (nil: never).
    public let refreshedAt: Date?
    /// The newest `last_updated` of the last complete fetch: the next one asks only for newer.
    /// While the list is being backfilled, when the backfill began (what changed after it is
    /// asked for once the backfill is done).
    public let updatedThrough: Date?
    /// While the previous list is being backfilled: the date of the oldest launch fetched so
    /// far, where the next refresh goes on. Nil once the whole list came.
    public let backfillBefore: Date?
    /// The providers the list was fetched for (`LaunchLibrarySource.providers`; empty: every
    /// provider's, as a store from before this was kept was fetched).
    public let providers: [Int]

    public init(refreshedAt: Date?, updatedThrough: Date?, backfillBefore: Date? = nil, providers: [Int] = []) {
        self.refreshedAt = refreshedAt
        self.updatedThrough = updatedThrough
        self.backfillBefore = backfillBefore
        self.providers = providers
    }
}

extension LaunchLibrarySource {
    /// Every provider's, unless the source says otherwise.
    public var providers: [Int] { [] }

    /// The list, or what changed in it since `updatedSince`.
    public func fetch(_ list: LaunchLibraryList, updatedSince: Date?) async throws -> LaunchLibraryFetch {
        try await fetch(list, updatedSince: updatedSince, before: nil)
    }
}
