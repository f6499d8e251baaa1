import Foundation

/// Progress lines for a person watching: written to standard error, and only to a terminal.
struct Terminal: Sendable {
    let isInteractive: Bool

    static let standardError = Terminal(isInteractive: isatty(STDERR_FILENO) == 1)

    func progress(_ line: String) {
        guard isInteractive else { return }
        printError(line)
    }
}
