import Foundation

/// The built `almanac` binary run as a separate process, as a user runs it: for what only a
/// real process shows (signals, exit codes, the log on its streams). Its output is read as it
/// comes, so a test waits for a line instead of sleeping; whatever happens, the process is
/// killed when the test is done with it.
final class AlmanacProcess: Sendable {
    /// `.build/debug/almanac` beside the sources (`scripts/test` builds it first), or `ALMANAC_BINARY`.
    static var binary: String? {
        if let given = ProcessInfo.processInfo.environment["ALMANAC_BINARY"], !given.isEmpty { return given }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent(".build/debug/almanac").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    private let process = Process()
    private let watch = OutputWatch()
    private let exit = ExitWatch()

    /// Starts `almanac arguments` with only `environment` beside PATH and HOME.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        guard let binary = Self.binary else { throw Missing() }
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var variables = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path]
        variables.merge(environment) { $1 }
        process.environment = variables
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        // One task hands the chunks over in the order they came: a task per chunk could let the
        // end of the output overtake its last chunk, and a waiter see the end without the line.
        let (chunks, feed) = AsyncStream<String>.makeStream()
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
                feed.finish()
            } else {
                feed.yield(String(decoding: data, as: UTF8.self))
            }
        }
        let watch = watch
        Task {
            for await chunk in chunks { await watch.append(chunk) }
            await watch.finish()
        }
        let exit = exit
        process.terminationHandler = { _ in Task { await exit.exited() } }
        try process.run()
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "no almanac binary: run `swift build --product almanac` (scripts/test does)" }
    }

    /// Everything it printed so far.
    func text() async -> String { await watch.text }

    /// Waits until its output holds a match of `pattern` (a regular expression) and returns the
    /// first capture group (or the whole match); nil when the output ends or `limit` passes first.
    func waitFor(_ pattern: String, within limit: Duration = .seconds(60)) async -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        return await watch.wait(within: limit) { text in
            guard let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
            let range = found.numberOfRanges > 1 ? found.range(at: 1) : found.range
            return Range(range, in: text).map { String(text[$0]) }
        }
    }

    /// Sends `signal` and waits, at most `limit`, for the process to exit: its exit status, or
    /// nil when it had to be killed. Its exit is what counts, not the end of its output: a
    /// process another test starts at the same moment can inherit the pipe's write end and
    /// hold it open long after this one has gone.
    func stop(with signal: Int32 = SIGTERM, within limit: Duration = .seconds(30)) async -> Int32? {
        kill(process.processIdentifier, signal)
        guard await exit.wait(within: limit) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

/// A process's output as it arrives, and the tests waiting for something in it.
private actor OutputWatch {
    private(set) var text = ""
    private var ended = false
    private var waiters: [UUID: (match: @Sendable (String) -> String?, continuation: CheckedContinuation<String?, Never>)] = [:]

    func append(_ chunk: String) {
        text += chunk
        for (id, waiter) in waiters {
            if let found = waiter.match(text) {
                waiters[id] = nil
                waiter.continuation.resume(returning: found)
            }
        }
    }

    func finish() {
        ended = true
        for waiter in waiters.values { waiter.continuation.resume(returning: waiter.match(text)) }
        waiters = [:]
    }

    func wait(within limit: Duration, _ match: @escaping @Sendable (String) -> String?) async -> String? {
        if let found = match(text) { return found }
        if ended { return nil }
        let id = UUID()
        return await withCheckedContinuation { continuation in
            waiters[id] = (match, continuation)
            Task {
                try? await Task.sleep(for: limit)
                self.expire(id)
            }
        }
    }

    private func expire(_ id: UUID) {
        waiters.removeValue(forKey: id)?.continuation.resume(returning: nil)
    }
}

/// Whether the process has exited, and the test waiting for it to.
private actor ExitWatch {
    private var hasExited = false
    private var waiter: CheckedContinuation<Void, Never>?

    func exited() {
        hasExited = true
        waiter?.resume()
        waiter = nil
    }

    /// Whether it exited within `limit`.
    func wait(within limit: Duration) async -> Bool {
        if hasExited { return true }
        let deadline = Task { [weak self] in
            try? await Task.sleep(for: limit)
            await self?.giveUp()
        }
        await withCheckedContinuation { waiter = $0 }
        deadline.cancel()
        return hasExited
    }

    private func giveUp() {
        waiter?.resume()
        waiter = nil
    }
}
