import AlmanacCore

/// A launch outcome as an icon and a word, so it never relies on colour or the icon alone.
public struct OutcomeViewModel: Hashable, Sendable, Encodable {
    /// `success`, `failure`, `upcoming` or `unknown`: stable, for styling and for clients.
    public let code: String
    public let text: String
    public let icon: String

    public init(_ outcome: LaunchOutcome) {
        code = outcome.rawValue
        switch outcome {
        case .success: (text, icon) = ("Success", "✓")
        case .failure: (text, icon) = ("Failure", "✗")
        case .upcoming: (text, icon) = ("Upcoming", "◷")
        case .unknown: (text, icon) = ("Unknown", "?")
        }
    }
}
