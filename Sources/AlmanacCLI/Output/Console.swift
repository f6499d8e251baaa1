import AlmanacPresentation
import Foundation

/// Where the command line writes: the process's standard output and error, or a test's
/// buffers. Every line goes through `TerminalText.safe`, so text from data can never drive
/// the terminal; the only escape codes written are `StyledText`'s own, and only when the
/// console paints.
public struct Console: Sendable {
    public let standardOutput: @Sendable (String) -> Void
    public let standardError: @Sendable (String) -> Void
    /// The terminal's width in columns when standard output is one, else nil (a pipe, a file,
    /// a test's buffer).
    public let terminalColumns: @Sendable () -> Int?
    /// Whether standard error is a terminal (a person is watching: progress lines are worth it).
    public let errorsAreTerminal: @Sendable () -> Bool
    /// Whether emphasis shows as colour on standard output and on standard error: decided once
    /// per command line by `painting(_:)`.
    private(set) var paintsOutput = false
    private(set) var paintsErrors = false

    public init(
        standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void,
        terminalColumns: @escaping @Sendable () -> Int? = { nil }, errorsAreTerminal: @escaping @Sendable () -> Bool = { false }
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.terminalColumns = terminalColumns
        self.errorsAreTerminal = errorsAreTerminal
    }

    /// This console painting as `choice` says: `auto` paints what goes to a terminal (not a
    /// pipe, a file or `TERM=dumb`).
    func painting(_ choice: ColorChoice) -> Console {
        var console = self
        switch choice {
        case .never: (console.paintsOutput, console.paintsErrors) = (false, false)
        case .always: (console.paintsOutput, console.paintsErrors) = (true, true)
        case .auto:
            let dumb = Environment.variables["TERM"] == "dumb"
            console.paintsOutput = !dumb && terminalColumns() != nil
            console.paintsErrors = !dumb && errorsAreTerminal()
        }
        return console
    }

    /// The console of the running command.
    @TaskLocal public static var current = Console.process

    /// The process's own standard output and error.
    public static let process = Console(
        standardOutput: { writeAll($0, to: STDOUT_FILENO) },
        standardError: { writeAll($0, to: STDERR_FILENO) },
        terminalColumns: {
            guard isatty(STDOUT_FILENO) == 1 else { return nil }
            var size = winsize()
            guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
            return Int(size.ws_col)
        },
        errorsAreTerminal: { isatty(STDERR_FILENO) == 1 }
    )

    /// Writes all of `text` to `descriptor`. When the reader has gone (`almanac launches | head`
    /// closes the pipe after ten lines) there is nothing left to do: the process ends quietly
    /// with the status a process stopped by SIGPIPE has (128 + 13), as Unix tools do, instead of
    /// Foundation's crash on a failed write.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0, errno == EINTR {
                continue
            } else {
                if errno == EPIPE { exit(128 + SIGPIPE) }
                return
            }
        }
    }

    /// How wide output may be: `COLUMNS` when it is set to a sensible number, else the
    /// terminal's width, else 80 (piped output stays the same wherever it runs).
    var width: Int {
        if let text = Environment.variables["COLUMNS"], let columns = Int(text), (20...1000).contains(columns) { return columns }
        return terminalColumns() ?? 80
    }
}

/// `print` for the command line's own output: to `Console.current`, made safe for a terminal.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Console.current.standardOutput(TerminalText.safe(items.map { "\($0)" }.joined(separator: separator)) + terminator)
}

/// Text with emphasis on standard output: painted when the console paints, else plain.
func print(_ text: StyledText, terminator: String = "\n") {
    Console.current.standardOutput(text.rendered(paints: Console.current.paintsOutput) + terminator)
}

/// A line on standard error (a warning, a progress line), made safe for a terminal.
func printError(_ text: StyledText) {
    Console.current.standardError(text.rendered(paints: Console.current.paintsErrors) + "\n")
}
