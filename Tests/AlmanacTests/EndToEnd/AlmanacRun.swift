import Foundation

/// One short `almanac` command run to its end as a separate process, its standard output and
/// error kept apart: for what only a real process shows, such as the log the logger writes
/// straight to the process's standard error. Both streams go to files read once it has
/// exited: the whole text, however long, and no pipe another test's process could hold open.
struct AlmanacRun: Sendable {
    let code: Int32
    let standardOutput: String
    let standardError: String

    /// Runs `almanac arguments` with only `environment` beside PATH and HOME.
    static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> AlmanacRun {
        guard let binary = AlmanacProcess.binary else { throw AlmanacProcess.Missing() }
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("stdout"), errors = folder.appendingPathComponent("stderr")
        for file in [output, errors] { FileManager.default.createFile(atPath: file.path, contents: nil) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var variables = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": folder.path]
        variables.merge(environment) { $1 }
        process.environment = variables
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        let code: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return AlmanacRun(
            code: code, standardOutput: try String(contentsOf: output, encoding: .utf8),
            standardError: try String(contentsOf: errors, encoding: .utf8)
        )
    }
}
