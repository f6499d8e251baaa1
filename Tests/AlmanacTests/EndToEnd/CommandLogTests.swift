import Foundation
import Testing

/// What a one-shot command prints when an upstream is down: its answer on standard output and
/// one plain line on standard error, not the transport's log; that log, with fields that hold
/// what their names say, on `--log-level warning`.
@Suite(
    "one-shot commands and the upstream log", .enabled(if: AlmanacProcess.binary != nil, "needs the built almanac binary (scripts/test builds it)"))
struct CommandLogTests {
    private func searchOffline(_ extra: [String]) async throws -> AlmanacRun {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await AlmanacRun.run(
            [
                "facts", "search", "kick", "--db", folder.appendingPathComponent("store.sqlite").path,
                "--facts-url", TestFixtures.unreachableURL, "--retry-delay", "1",
            ] + extra)
        #expect(run.code == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasSuffix("Page 1 of 1, 0 facts about “kick”.\n"), "\(run.standardOutput)")
        return run
    }

    @Test("offline, `facts search` says so in exactly one line on standard error: the API, its host, what happened, what it did instead")
    func oneLineByDefault() async throws {
        let run = try await searchOffline([])
        #expect(run.standardError == "The facts API is unreachable (127.0.0.1: connection refused); searching every saved fact.\n")
        #expect(!run.standardOutput.contains("unreachable") && !run.standardOutput.contains("\u{1B}"), "\(run.standardOutput)")
    }

    @Test("output into a pipe whose reader has gone (`| head`) ends quietly with SIGPIPE's status, not a crash")
    func readerGone() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // With SIGPIPE ignored (as under some parents) the write fails with EPIPE: Almanac ends
        // with 141 (128 + SIGPIPE); it used to crash in Foundation with a backtrace.
        let run = try await AlmanacRun.run(["--db", folder.appendingPathComponent("store.sqlite").path], readerGone: true, ignoringSIGPIPE: true)
        #expect(run.code == 141, "status \(run.code): \(run.standardError.prefix(300))")
        #expect(run.standardError.isEmpty, "\(run.standardError.prefix(300))")
    }

    @Test("--log-level warning shows each failed call and the circuit, the outcome in `status`/`reason` and the URL only in `url`")
    func fullLogOnRequest() async throws {
        let output = try await searchOffline(["--log-level", "warning"]).standardError
        let calls = output.split(separator: "\n").filter { $0.contains("upstream call") }
        #expect(calls.count == 3, "\(output)")
        for line in calls {
            #expect(line.contains("status=unreachable: connection refused url=http://127.0.0.1:9/jokes/search?query=kick"), "\(line)")
        }
        #expect(output.contains("reason=unreachable: connection refused url=http://127.0.0.1:9/jokes/search?query=kick"), "\(output)")
        #expect(!output.contains("status=http") && !output.contains("reason=http"), "\(output)")
    }

    @Test("--log-format json writes each log line as one JSON object with its fields")
    func jsonLines() async throws {
        let output = try await searchOffline(["--log-level", "warning", "--log-format", "json"]).standardError
        // The log lines, then the command's own one plain line (not a log line) last.
        let all = output.split(separator: "\n")
        #expect(all.last == "The facts API is unreachable (127.0.0.1: connection refused); searching every saved fact.")
        let lines = all.dropLast().map { line -> [String: String]? in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: String]
        }
        #expect(!lines.isEmpty && lines.allSatisfy { $0 != nil }, "\(output)")
        let calls = lines.compactMap { $0 }.filter { $0["message"] == "upstream call" }
        #expect(
            calls.count == 3
                && calls.allSatisfy { $0["level"] == "warning" && $0["url"] == "http://127.0.0.1:9/jokes/search?query=kick" && $0["time"] != nil },
            "\(calls)")
    }
}
