import Foundation

/// One launch with its rocket and launchpad resolved, and the weather at its pad when it is ahead
/// and the refresher fetched a forecast for its day.
public struct ShowLaunch: Sendable {
    private let store: any LaunchStore
    private let padForecasts: (any PadForecastStore)?

    public init(store: any LaunchStore, padForecasts: (any PadForecastStore)? = nil) {
        self.store = store
        self.padForecasts = padForecasts
    }

    public struct Detail: Hashable, Sendable {
        public let launch: Launch
        public let rocket: RocketReference?
        public let launchpad: Launchpad?
        /// How its schedule moved between refreshes, oldest first.
        public let changes: [LaunchChange]
        /// The forecast at its pad for its day (UTC), for a launch still ahead.
        public let padForecast: PadForecast?

        public init(
            launch: Launch, rocket: RocketReference?, launchpad: Launchpad?, changes: [LaunchChange] = [], padForecast: PadForecast? = nil
        ) {
            self.launch = launch
            self.rocket = rocket
            self.launchpad = launchpad
            self.changes = changes
            self.padForecast = padForecast
        }
    }

    /// Accepts an id, the start of one (`IDPrefix`), a SpaceX flight number ("188") or a name
    /// with case, accents, spaces and dashes ignored ("crew-5", "CREW 5"); throws `NotFound` for
    /// what names no launch, `AmbiguousID` when the start of an id fits several launches and
    /// `AmbiguousName` (listing them) when a name does.
    public func callAsFunction(id: String) async throws -> Detail {
        guard let launch = try await launch(named: id) else { throw NotFound(.launch, id: id) }
        let rocket = try await launch.rocketID.asyncFlatMap { try await store.rocket(id: $0) }
        let launchpad = try await launch.launchpadID.asyncFlatMap { try await store.launchpad(id: $0) }
        let changes = try await launch.launchLibrary.asyncFlatMap { try await store.changes(ofLaunch: $0.id) } ?? []
        let padForecast = try await padForecasts.asyncFlatMap { forecasts in
            try await launch.launchLibrary?.padID.asyncFlatMap { padID in
                launch.isUpcoming ? try await forecasts.padForecast(padID: padID, day: RefreshPadForecasts.day(launch.date)) : nil
            }
        }
        return Detail(
            launch: launch, rocket: rocket.map(RocketReference.init), launchpad: launchpad, changes: changes, padForecast: padForecast)
    }

    private func launch(named id: String) async throws -> Launch? {
        if let launch = try await store.launch(id: id) { return launch }
        let text = id.trimmingCharacters(in: .whitespaces)
        // Flight numbers have at most four digits; ids are longer.
        if text.count <= 4, let number = Int(text), number > 0 {
            return try await store.timeline().first { $0.flightNumber == number }
        }
        if let full = try IDPrefix.resolve(text, among: try await store.launchIDs(), record: .launch) {
            return try await store.launch(id: full)
        }
        return try await launch(withName: text)
    }

    /// The launch whose name is `text` (case, accents, spaces and punctuation ignored), else the
    /// one whose name contains it; several are `AmbiguousName`.
    private func launch(withName text: String) async throws -> Launch? {
        let wanted = Self.nameKey(text)
        guard !wanted.isEmpty else { return nil }
        let launches = try await store.timeline()
        for matches in [launches.filter { Self.nameKey($0.name) == wanted }, launches.filter { Self.nameKey($0.name).contains(wanted) }] {
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 {
                throw AmbiguousName(record: .launch, text: text, candidates: matches.sorted { $0.date > $1.date }.map { ($0.id, $0.name) })
            }
        }
        return nil
    }

    /// "Crew-5" and "CREW 5" are both "crew5".
    static func nameKey(_ name: String) -> String {
        String(name.foldedForSearch.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
    }
}

extension Optional where Wrapped: Sendable {
    func asyncFlatMap<Result>(_ transform: (Wrapped) async throws -> Result?) async rethrows -> Result? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
