import AlmanacCLI
import AlmanacCore
import Foundation
import Synchronization

@testable import AlmanacServer

/// Runs an `almanac` command line in-process as a user would, and keeps what it printed.
enum CLIHarness {
    struct Run: Sendable {
        let code: Int32
        let standardOutput: String
        let standardError: String
    }

    /// Runs `arguments` (with `--db database` appended when given) in a clean environment: no
    /// inherited `ALMANAC_*` variable but a long PostgreSQL wait, `environment`, and `HOME` in a
    /// temporary folder; at `now` when given (else the system's time); on a console that is a
    /// terminal `columns` wide when given (else a pipe).
    static func run(
        _ arguments: [String], database: String? = nil, environment: [String: String] = [:], now: Date? = nil, terminalColumns: Int? = nil
    ) async -> Run {
        let output = Mutex("")
        let errors = Mutex("")
        let console = Console(
            standardOutput: { text in output.withLock { $0 += text } },
            standardError: { text in errors.withLock { $0 += text } },
            terminalColumns: { terminalColumns }, errorsAreTerminal: { terminalColumns != nil }
        )
        var variables = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ALMANAC_") && !$0.key.hasPrefix("XDG_") }
        variables["HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-home").path
        variables["COLUMNS"] = nil
        variables["NO_COLOR"] = nil
        variables["TERM"] = nil
        // A PostgreSQL store's commands wait as long as a busy test machine needs (a request's
        // 5 s is not what these tests are about), as the in-process tests' pool does.
        variables["ALMANAC_DB_WAIT"] = "120s"
        variables.merge(environment) { $1 }
        let code = await Console.$current.withValue(console) {
            await Environment.$variables.withValue(variables) {
                await CommandClock.$now.withValue(now.map(Now.fixed) ?? .system) {
                    await AlmanacCommand.run(arguments: arguments + (database.map { ["--db", $0] } ?? []))
                }
            }
        }
        return Run(code: code, standardOutput: output.withLock { $0 }, standardError: errors.withLock { $0 })
    }
}
