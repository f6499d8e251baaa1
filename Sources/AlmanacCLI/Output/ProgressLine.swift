import AlmanacPresentation
import AlmanacServer
import Synchronization

/// One line on standard error that redraws itself while work advances ("Importing Chuck Norris
/// facts: 412,000 of 1,000,000 facts, 61,000/s") and is wiped when the work ends, so the
/// result printed next starts on a clean line. Only when standard error is a terminal: a pipe
/// or a log file gets the results alone. Counts are redrawn at most ten times a second.
final class ProgressLine: ImportProgress {
    private struct Stage {
        var label = ""
        var started = ContinuousClock.now
        var steps = 0
        var lastDrawn: ContinuousClock.Instant?
        /// When counting began, and from what: the rate leaves out reading the input before.
        var counting: (since: ContinuousClock.Instant, from: Int)?
    }

    /// The command's console, kept: progress may be reported from another task.
    private let console = Console.current
    private let isShown: Bool
    private let stage = Mutex(Stage())

    init() { isShown = console.errorsAreTerminal() }

    /// Starts a stage ("Syncing SpaceX") and shows its label at once.
    func begin(_ label: String) {
        guard isShown else { return }
        stage.withLock { $0 = Stage(label: label, lastDrawn: .now) }
        draw(label + "…")
    }

    /// One more step of the stage, with what it was: "Syncing SpaceX: 3 steps, 2.5/s · fetched
    /// /v4/launches (1.2 MB)".
    func step(_ noun: Noun, _ detail: String) {
        guard isShown else { return }
        // Drawn under the lock: steps reported at once from parallel fetches show in order.
        stage.withLock { stage in
            stage.steps += 1
            stage.lastDrawn = .now
            draw("\(stage.label): \(noun.count(stage.steps))\(Self.rate(stage.steps, since: stage.started)) · \(detail)")
        }
    }

    /// How far the stage is: "Importing Chuck Norris facts: 412,000 of 1,000,000 facts,
    /// 61,000/s", unless a line was drawn less than a tenth of a second ago.
    func count(done: Int, of total: Int? = nil, _ noun: Noun) {
        guard isShown else { return }
        let now = ContinuousClock.now
        let due: (String, String)? = stage.withLock { stage in
            let counting = stage.counting ?? (now, done)
            stage.counting = counting
            guard stage.lastDrawn.map({ now - $0 >= .milliseconds(100) }) ?? true else { return nil }
            stage.lastDrawn = now
            return (stage.label, Self.rate(done - counting.from, since: counting.since))
        }
        guard let (label, rate) = due else { return }
        let counts = total.map { "\(NumberText.grouped(done)) of \(noun.count($0))" } ?? noun.count(done)
        draw("\(label): \(counts)\(rate)")
    }

    /// Wipes the line.
    func end() {
        guard isShown else { return }
        console.standardError(Self.wipe)
    }

    /// ", 61,000/s" once the stage has run long enough for a rate to mean something.
    private static func rate(_ done: Int, since started: ContinuousClock.Instant) -> String {
        let elapsed = (ContinuousClock.now - started).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        guard seconds >= 0.2 else { return "" }
        let perSecond = Double(done) / seconds
        return perSecond >= 10 ? ", \(NumberText.grouped(Int(perSecond)))/s" : ", \(NumberText.decimal(perSecond))/s"
    }

    /// Back to the start of the line and clear it: the line's own control codes, written
    /// around text that was made safe.
    private static let wipe = "\r\u{1B}[2K"

    /// Cut to the terminal's width: a line that wrapped could not be wiped whole.
    private func draw(_ text: String) {
        console.standardError(Self.wipe + String(TerminalText.safe(text).prefix(console.width - 1)))
    }
}
