/// A command that exited non-zero, with what it wrote on standard error.
struct CommandExit: Error, CustomStringConvertible {
    let code: Int32
    let standardError: String
    var description: String { standardError }
}

/// Runs an `almanac` command line as a user would (`CLIHarness`) against the store at
/// `database`, for tests that only need it to succeed; a non-zero exit throws `CommandExit`
/// carrying the message.
@discardableResult
func runCommand(_ arguments: [String], database: String) async throws -> String {
    let run = await CLIHarness.run(arguments, database: database)
    guard run.code == 0 else { throw CommandExit(code: run.code, standardError: run.standardError) }
    return run.standardOutput
}
