/// How a launch ended, or that it has not happened yet.
public enum LaunchOutcome: String, CaseIterable, Hashable, Sendable, Codable {
    case success, failure, upcoming
    /// In the past, but no outcome was recorded.
    case unknown
}
