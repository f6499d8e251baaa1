import ArgumentParser
import Foundation

/// One configuration value: its flag, its `ALMANAC_*` variable, what it is in words, its
/// default in words, and how its text becomes a value. A flag overrides the variable, which
/// overrides the default; a value that does not parse is refused naming where it came from and
/// what is allowed. Every setting is declared once, in `Settings`, and the flags' help, the
/// validation and the table in docs/configuration.md all read it from there.
struct Setting<Value: Sendable>: Sendable {
    /// The flag without dashes: `db`, `spacex-max-age`.
    let name: String
    let variable: String
    let summary: String
    /// What the value defaults to, in words (nil when unset means "none").
    let defaultText: String?
    /// "a whole number from 0 to 65535", for the refusal.
    let expected: String
    let parse: @Sendable (String) -> Value?
    /// How a refused value is quoted back: as typed, unless it may hold a secret.
    var quoted: @Sendable (String) -> String = { $0 }

    var flag: String { "--" + name }

    /// The flag's help: the summary, then where else the value may come from and its default.
    func help(valueName: String) -> ArgumentHelp {
        ArgumentHelp("\(summary) [env: \(variable)]" + (defaultText.map { " (default: \($0))" } ?? ""), valueName: valueName)
    }

    /// The value from the flag's text, else from the variable, else nil (the caller's default).
    func resolve(_ flagText: String?) throws(ValidationError) -> Value? {
        if let flagText {
            guard let value = parse(flagText) else { throw refusal(flag, flagText) }
            return value
        }
        if let text = Environment.value(variable) {
            guard let value = parse(text) else { throw refusal(variable, text) }
            return value
        }
        return nil
    }

    private func refusal(_ source: String, _ text: String) -> ValidationError {
        ValidationError("\(source) must be \(expected) (got \"\(quoted(text))\")")
    }
}

/// Reads `ALMANAC_*` (and `XDG_*`) variables; empty values count as unset.
public enum Environment {
    /// The variables commands see: the process's, unless a test runs a command with its own.
    @TaskLocal public static var variables: [String: String] = ProcessInfo.processInfo.environment

    static func value(_ name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }
}
