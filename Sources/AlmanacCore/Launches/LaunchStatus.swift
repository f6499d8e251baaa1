/// Where a launch stands in Launch Library 2's words: finer than the outcome (a launch can be
/// upcoming and "Go", "To be confirmed" or on hold). The raw values are LL2's status ids.
public enum LaunchStatus: Int, CaseIterable, Hashable, Sendable, Codable {
    case go = 1
    case toBeDetermined = 2
    case success = 3
    case failure = 4
    case hold = 5
    case inFlight = 6
    case partialFailure = 7
    case toBeConfirmed = 8

    /// The outcome vocabulary every screen filters by. A partial failure did not do what it
    /// set out to: a failure, with the finer words beside it.
    public var outcome: LaunchOutcome {
        switch self {
        case .go, .toBeDetermined, .hold, .inFlight, .toBeConfirmed: .upcoming
        case .success: .success
        case .failure, .partialFailure: .failure
        }
    }

    /// Its name in a query string (`?status=partial-failure`), the launches filter's id.
    public var slug: String {
        switch self {
        case .go: "go"
        case .toBeDetermined: "tbd"
        case .success: "success"
        case .failure: "failure"
        case .hold: "hold"
        case .inFlight: "in-flight"
        case .partialFailure: "partial-failure"
        case .toBeConfirmed: "tbc"
        }
    }

    /// The words a screen shows beside the outcome.
    public var words: String {
        switch self {
        case .go: "Go for launch"
        case .toBeDetermined: "Date to be determined"
        case .success: "Launch successful"
        case .failure: "Launch failed"
        case .hold: "On hold"
        case .inFlight: "In flight"
        case .partialFailure: "Partial failure"
        case .toBeConfirmed: "Date to be confirmed"
        }
    }
}
