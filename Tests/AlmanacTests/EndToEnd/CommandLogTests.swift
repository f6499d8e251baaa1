import Foundation
import Testing

/// What a one-shot command prints when an upstream is down: its answer in plain words, not the
/// transport's log; that log, with fields that hold what their names say, on `--log-level warning`.
@Suite("one-shot commands and the upstream log", .enabled(if: AlmanacProcess.binary != nil, "needs the built almanac binary (scripts/test builds it)"))
struct CommandLogTests {
    private func searchOffline(_ extra: [String]) async throws -> String {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let search = try AlmanacProcess([
            "facts", "search", "kick", "--db", folder.appendingPathComponent("store.sqlite").path,
            "--facts-url", TestFixtures.unreachableURL, "--retry-delay", "1",
        ] + extra)
        // The last line it prints: everything before it has arrived once it has.
        let ended = await search.waitFor("Page 1 of 1, 0 facts about “kick”\\.")
        let output = await search.text()
        #expect(ended != nil, "\(output)")
        #expect(await search.stop(with: 0) == 0)
        return output
    }

    @Test("offline, `facts search` answers in words alone: no log lines about calls and circuits")
    func quietByDefault() async throws {
        let output = try await searchOffline([])
        #expect(output.hasPrefix("Offline — nothing was saved for “kick”"), "\(output)")
        #expect(!output.contains("upstream call") && !output.contains("circuit opened") && !output.contains("warning"), "\(output)")
    }

    @Test("--log-level warning shows each failed call and the circuit, the outcome in `status`/`reason` and the URL only in `url`")
    func fullLogOnRequest() async throws {
        let output = try await searchOffline(["--log-level", "warning"])
        let calls = output.split(separator: "\n").filter { $0.contains("upstream call") }
        #expect(calls.count == 3, "\(output)")
        for line in calls {
            #expect(line.contains("status=unreachable: connection refused url=http://127.0.0.1:9/jokes/search?query=kick"), "\(line)")
        }
        #expect(output.contains("reason=unreachable: connection refused url=http://127.0.0.1:9/jokes/search?query=kick"), "\(output)")
        #expect(!output.contains("status=http") && !output.contains("reason=http"), "\(output)")
    }
}
