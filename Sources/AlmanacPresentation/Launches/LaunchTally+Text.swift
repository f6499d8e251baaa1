import AlmanacCore
import Foundation

/// How a site's, a pad's or a launcher's launches read, the same on every page, in the API and
/// in the terminal.
extension LaunchTally {
    /// "1,127 launches, 93 % successful".
    var launchesText: String {
        let rate = successRate.map { ", \($0) % successful" } ?? ""
        return Noun.launch.count(total) + rate
    }

    /// "95 %" of the launches with an outcome; "—" when none has one.
    var successText: String { successRate.map { "\($0) %" } ?? "—" }

    private var successRate: Int? { SuccessRate.percent(successes: successes, failures: failures) }

    /// "1957–2026", "2018", or "—" when none has flown.
    var yearsText: String {
        let utc = DateText.utcCalendar
        guard let first = first.map({ utc.component(.year, from: $0.date) }), let latest = latest.map({ utc.component(.year, from: $0.date) })
        else { return "—" }
        return first == latest ? String(first) : "\(first)–\(latest)"
    }

    /// The counts and the first and latest flight as labelled facts, missing ones left out.
    func facts(environment: PresentationEnvironment) -> [(label: String, value: String?)] {
        let mention = { (launch: LaunchMention?) in
            launch.map { LaunchMentionViewModel($0, environment: environment) }.map { "\($0.name), \($0.dateText)" }
        }
        return [
            ("Launches", NumberText.grouped(total)),
            ("Successful", successes == 0 ? nil : NumberText.grouped(successes)),
            ("Failed", failures == 0 ? nil : NumberText.grouped(failures)),
            ("Listed as upcoming", upcoming == 0 ? nil : NumberText.grouped(upcoming)),
            ("First launch", mention(first)),
            ("Latest launch", mention(latest)),
        ]
    }
}

/// The share of launches with an outcome that succeeded, in whole percent; nil when none has one.
/// One rule for sites, pads, launchers and agencies.
enum SuccessRate {
    static func percent(successes: Int, failures: Int) -> Int? {
        let decided = successes + failures
        return decided == 0 ? nil : successes * 100 / decided
    }
}

/// A label and its value on a record's page.
public struct LabelledFact: Hashable, Sendable, Encodable {
    public let label: String
    public let value: String

    /// The facts with a value, in order.
    static func present(_ candidates: [(label: String, value: String?)]) -> [LabelledFact] {
        candidates.compactMap { label, value in value.map { LabelledFact(label: label, value: $0) } }
    }
}
