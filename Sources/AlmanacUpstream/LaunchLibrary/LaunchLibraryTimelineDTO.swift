import AlmanacCore
import Foundation

extension LaunchLibraryDTO {
    /// One element of a detailed launch's `timeline`: `{"type": {"abbrev": "MECO", "description":
    /// "Main engine cut-off"}, "relative_time": "PT2M25S"}`.
    struct TimelineStep: Decodable {
        struct Kind: Decodable {
            let abbrev: String?
            let description: String?
        }
        let type: Kind?
        let relative_time: String?
    }

    /// The events that have a name and a readable time from T-0 (within a month of it), in time
    /// order; one without is left out and the rest kept.
    static func timelineEvents(_ steps: [Lenient<TimelineStep>]) -> [TimelineEvent] {
        let readable: [TimelineStep] = steps.compactMap(\.value)
        let events = readable.compactMap { step -> TimelineEvent? in
            guard let name = step.type?.abbrev.nilIfBlank, let text = step.relative_time,
                let offset = ISODuration.signedSeconds(text), abs(offset) <= 30 * 86_400
            else { return nil }
            return TimelineEvent(name: name, description: step.type?.description.nilIfBlank, offset: offset)
        }
        // Stable: LL2's order stands among events at the same time.
        let ordered: [TimelineEvent] = events.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map { $0.element }
        return Array(ordered.prefix(LaunchLibraryDetails.keptTimelineEvents))
    }
}
