import Foundation

/// Where the command line writes: the process's standard output and error, or a test's
/// buffers. Every line goes through `TerminalText.safe`, so text from data can never drive
/// the terminal.
public struct Console: Sendable {
    public let standardOutput: @Sendable (String) -> Void
    public let standardError: @Sendable (String) -> Void

    public init(standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The console of the running command.
    @TaskLocal public static var current = Console.process

    /// The process's own standard output and error.
    public static let process = Console(
        standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) }
    )
}

/// `print` for the command line's own output: to `Console.current`, made safe for a terminal.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Console.current.standardOutput(TerminalText.safe(items.map { "\($0)" }.joined(separator: separator)) + terminator)
}

/// A line on standard error (a warning, a progress line), made safe for a terminal.
func printError(_ text: String) {
    Console.current.standardError(TerminalText.safe(text) + "\n")
}

/// Text from upstream data made harmless for a terminal: control characters (escape sequences
/// that move the cursor, retitle the window or rewrite what was printed) and bidirectional
/// overrides are removed; newlines and tabs stay.
enum TerminalText {
    static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { !isUnsafe($0) }))
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
