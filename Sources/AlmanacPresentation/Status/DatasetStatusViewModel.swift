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
    public let circuits: [Circuit]
    /// "closed", or the worst state of the dataset's hosts ("open until 12:03:00 UTC").
    public let circuitText: String

    public init(_ status: DatasetStatus, environment: PresentationEnvironment) {
        dataset = status.dataset.rawValue
        name = status.dataset.displayName
        counts = status.counts
        countsText = status.counts.map { Noun(plural: $0.name).count($0.count) }.joined(separator: ", ")
        let freshness = status.freshness
        refreshedAt = freshness.map { DateText.iso8601($0.refreshedAt) }
        age = freshness.map { DateText.age(of: $0.refreshedAt, now: environment.now()) } ?? "never"
        origin = freshness?.origin.location
        originKind = freshness?.origin.kind.rawValue
        lastError = status.lastFailure?.reason
        lastErrorAt = status.lastFailure.map { DateText.iso8601($0.at) }
        failing = freshness?.isFailing ?? (status.lastFailure != nil)
        stale = failing || (freshness?.isStale(maxAge: status.maxAge, at: environment.now()) ?? false)
        maxAgeSeconds = status.maxAge.map { Int($0.components.seconds) }
        circuits = status.circuits.map {
            Circuit(
                host: $0.host, state: $0.state.rawValue, consecutiveFailures: $0.consecutiveFailures,
                openUntil: $0.openUntil.map(DateText.iso8601), lastFailure: $0.lastFailure
            )
        }
        guard !status.circuits.isEmpty else {
            circuitText = "known only to a running server (almanac status --server URL)"
            return
        }
        let worst = status.circuits.first { $0.state == .open } ?? status.circuits.first { $0.state == .halfOpen }
        circuitText = switch worst?.state {
        case .open?: "open (\(worst?.host ?? "")) until \(worst?.openUntil.map { DateText.timestamp($0, in: environment.calendar) } ?? "?")"
        case .halfOpen?: "half-open (\(worst?.host ?? ""))"
        default: "closed"
        }
    }
}
