import AlmanacCore
import Foundation

/// A launch outcome as an icon and a word, so it never relies on colour or the icon alone.
public struct OutcomeViewModel: Hashable, Sendable, Encodable {
    /// `success`, `failure`, `upcoming` or `unknown`: stable, for styling and for clients.
    public let code: String
    public let text: String
    /// The same in a word or two, for a narrow column.
    public let shortText: String
    public let icon: String
    /// Still marked upcoming, but its planned window has passed with no result recorded.
    public let datePassed: Bool

    public init(_ outcome: LaunchOutcome) {
        switch outcome {
        case .success: self.init(code: outcome, text: "Success", icon: "✓")
        case .failure: self.init(code: outcome, text: "Failure", icon: "✗")
        case .upcoming: self.init(code: outcome, text: "Upcoming", icon: "◷")
        case .unknown: self.init(code: outcome, text: "Unknown", icon: "?")
        }
    }

    private init(code: LaunchOutcome, text: String, shortText: String? = nil, icon: String, datePassed: Bool = false) {
        self.code = code.rawValue
        self.text = text
        self.shortText = shortText ?? text
        self.icon = icon
        self.datePassed = datePassed
    }

    /// The outcome as a viewer should read it on `now`: a source may stop updating (the SpaceX
    /// API did in 2022), so a launch still called upcoming whose result was due (`Launch.resultDue`:
    /// its whole planned period is over and its status does not say it waits) reads "Awaiting
    /// confirmation". Its code stays `upcoming`, which is what the data says; so it does for a
    /// launch in flight, which reads "In flight" (its result is minutes away).
    public init(_ launch: borrowing Launch, now: Date) {
        if launch.isInFlight(at: now) {
            self.init(code: launch.outcome, text: "In flight", icon: "↑")
            return
        }
        guard launch.awaitsResult(at: now) else {
            self.init(launch.outcome)
            return
        }
        self.init(code: launch.outcome, text: "Awaiting confirmation", shortText: "Awaiting", icon: "◌", datePassed: true)
    }
}
