import Foundation

/// One short `almanac` command run to its end as a separate process, its standard output and
/// error kept apart: for what only a real process shows, such as the log the logger writes
/// straight to the process's standard error. Both streams go to files read once it has
/// exited: the whole text, however long, and no pipe another test's process could hold open.
struct AlmanacRun: Sendable {
    let code: Int32
    let standardOutput: String
    let standardError: String

    /// Runs `almanac arguments` with only `environment` beside PATH and HOME. With
    /// `readerGone`, standard output is a pipe nobody reads any more (`almanac … | head` after
    /// `head` has exited); with `ignoringSIGPIPE`, the command starts with SIGPIPE ignored, as
    /// under a parent that ignores it, so a write to that pipe fails with EPIPE instead.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], readerGone: Bool = false, ignoringSIGPIPE: Bool = false
    ) async throws -> AlmanacRun {
        guard let binary = AlmanacProcess.binary else { throw AlmanacProcess.Missing() }
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("stdout"), errors = folder.appendingPathComponent("stderr")
        for file in [output, errors] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let process = Process()
        if ignoringSIGPIPE {
            // An ignored signal stays ignored across exec.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", #"trap '' PIPE; exec "$0" "$@""#, binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        var variables = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": folder.path]
        variables.merge(environment) { $1 }
        process.environment = variables
        if readerGone {
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            process.standardOutput = pipe
        } else {
            process.standardOutput = try FileHandle(forWritingTo: output)
        }
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
