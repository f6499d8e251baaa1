import AlmanacCore
import AlmanacPresentation

extension Emphasis {
    /// A launch outcome: success green, failure red, upcoming yellow; unknown plain. The icon
    /// and the word stay, so nothing relies on the colour alone.
    init?(_ outcome: OutcomeViewModel) {
        if outcome.datePassed {
            self = .quiet
            return
        }
        switch LaunchOutcome(rawValue: outcome.code) {
        case .success?: self = .good
        case .failure?: self = .bad
        case .upcoming?: self = .warning
        case .unknown?, nil: return nil
        }
    }
}

/// The one line a one-shot command writes when an upstream failed and it answered from the
/// store instead: on standard error, so the answer on standard output stays clean to pipe
/// ("The facts API is unreachable (api.chucknorris.io: name not found); showing saved facts.").
/// The full log of each call is for `--log-level warning|info|debug`.
func printUpstreamTrouble(_ api: UpstreamTroubleText.API, _ failure: UpstreamFailure, instead: String, environment: PresentationEnvironment) {
    printError("\(UpstreamTroubleText.sentence(api, failure, in: environment.calendar, for: .operator), .warning); \(instead).")
}
