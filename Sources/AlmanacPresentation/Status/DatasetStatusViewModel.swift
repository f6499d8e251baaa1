import AlmanacCore
import Foundation

/// One row of the status screen and of `GET /api/v1/status`.
public struct DatasetStatusViewModel: Hashable, Sendable, Codable {
    public struct Circuit: Hashable, Sendable, Codable {
        public let host: String
        /// `closed`, `open` or `half-open`.
        public let state: String
        public let consecutiveFailures: Int
        /// ISO 8601 UTC: when an open circuit lets a probe through.
        public let openUntil: String?
        public let lastFailure: String?
    }

    public let dataset: String
    public let name: String
    public let counts: [RecordCount]
    /// "205 launches, 4 rockets, 6 launchpads".
    public let countsText: String
    public let refreshedAt: String?
    /// "3 hours ago", or "never".
    public let age: String
    public let origin: String?
    public let originKind: String?
    public let lastError: String?
    public let lastErrorAt: String?
    /// The latest refresh failed: the stored data is the last good one.
    public let failing: Bool
    /// Older than its refresh interval (or failing): what is shown may be out of date.
    public let stale: Bool
    /// The refresh interval in seconds, when a refresher keeps the dataset fresh.
    public let maxAgeSeconds: Int?
    /// What the refresher put off to its next cycle (its per-cycle ceiling was reached), in words.
    public let deferred: String?
    public let circuits: [Circuit]
    /// "closed", or the worst state of the dataset's hosts ("open until 12:03:00 UTC").
    public let circuitText: String

    public typealias Audience = TextAudience

    public init(_ status: DatasetStatus, environment: PresentationEnvironment, for audience: Audience = .visitor) {
        func shown(_ text: String) -> String { PublicText.shown(text, for: audience) }
        func host(_ host: String) -> String { PublicText.host(host, for: audience) }
        dataset = status.dataset.rawValue
        name = status.dataset.displayName
        counts = status.counts
        countsText = status.counts.map { Noun(plural: $0.name).count($0.count) }.joined(separator: ", ")
        let freshness = status.freshness
        refreshedAt = freshness.map { DateText.iso8601($0.refreshedAt) }
        age = freshness.map { DateText.age(of: $0.refreshedAt, now: environment.now()) } ?? "never"
        origin = freshness.map { freshness -> String in
            audience == .operator
                ? freshness.origin.location : OriginText.words(freshness.origin, loadedAt: freshness.refreshedAt, in: environment.calendar)
        }
        originKind = freshness?.origin.kind.rawValue
        lastError = status.lastFailure.map { shown($0.reason) }
        lastErrorAt = status.lastFailure.map { DateText.iso8601($0.at) }
        failing = freshness?.isFailing ?? (status.lastFailure != nil)
        stale = failing || (freshness?.isStale(maxAge: status.maxAge, at: environment.now()) ?? false)
        maxAgeSeconds = status.maxAge.map { Int($0.components.seconds) }
        deferred = status.deferred?.text
        circuits = status.circuits.map { circuit -> Circuit in
            Circuit(
                host: host(circuit.host), state: circuit.state.rawValue, consecutiveFailures: circuit.consecutiveFailures,
                openUntil: circuit.openUntil.map(DateText.iso8601), lastFailure: circuit.lastFailure.map(shown)
            )
        }
        guard !status.circuits.isEmpty else {
            circuitText = "known only to a running server (almanac status --server URL)"
            return
        }
        let worst = status.circuits.first { $0.state == .open } ?? status.circuits.first { $0.state == .halfOpen }
        circuitText =
            switch worst?.state {
            case .open?:
                "open (\(worst.map { host($0.host) } ?? "")) until \(worst?.openUntil.map { DateText.timestamp($0, in: environment.calendar) } ?? "?")"
            case .halfOpen?: "half-open (\(worst.map { host($0.host) } ?? ""))"
            default: "closed"
            }
    }
}
