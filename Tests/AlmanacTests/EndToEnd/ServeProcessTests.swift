import AlmanacReplay
import AlmanacTestSupport
import Foundation
import Testing

/// `almanac serve` as a process: the snapshot imported at start, a refresh on its schedule
/// through the replay, `status --server` asking it, and SIGTERM ending it cleanly with 0.
@Suite("almanac serve as a process", .enabled(if: AlmanacProcess.binary != nil, "needs the built almanac binary (scripts/test builds it)"))
struct ServeProcessTests {
    @Test("starts on a snapshot, refreshes SpaceX on schedule from the replay, answers status --server, exits 0 on SIGTERM")
    func lifecycle() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { upstream in
            let server = try AlmanacProcess([
                "serve", "--port", "0", "--db", database, "--snapshot", TestFixtures.directory.path,
                "--spacex-url", upstream, "--swapi-url", upstream + "/swapi.dev/api", "--facts-url", upstream,
                "--geocoding-url", upstream, "--forecast-url", upstream, "--image-cache", folder.appendingPathComponent("images").path,
                "--spacex-max-age", "2s", "--refresh-check", "1s",
            ])
            let announced = await server.waitFor("Almanac is serving http://127\\.0\\.0\\.1:(\\d+)")
            let startLog = await server.text()
            let port = try #require(announced, "\(startLog)")
            #expect(startLog.contains("imported snapshot"))
            // The imported SpaceX data is 2 s old soon: the refresher takes it from the replay.
            let refreshed = await server.waitFor("(dataset=spacex[^\\n]*refreshed|refreshed[^\\n]*dataset=spacex)")
            let refreshLog = await server.text()
            #expect(refreshed != nil, "\(refreshLog)")

            let status = await CLIHarness.run(["status", "--server", "http://127.0.0.1:\(port)", "--json"])
            #expect(status.code == 0, "\(status.standardError)")
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(status.standardOutput.utf8)) as? [[String: Any]])
            let spacex = try #require(rows.first { $0["dataset"] as? String == "spacex" })
            // A server shows any visitor where data came from in words; the operator's CLI on the store, the URL.
            #expect(spacex["originKind"] as? String == "upstream" && spacex["origin"] as? String == "a local mirror")
            let stored = await CLIHarness.run(["status", "--db", database, "--json"])
            let storedRows = try #require(try JSONSerialization.jsonObject(with: Data(stored.standardOutput.utf8)) as? [[String: Any]])
            #expect(storedRows.first { $0["dataset"] as? String == "spacex" }?["origin"] as? String == upstream)
            #expect((spacex["circuits"] as? [[String: Any]])?.first?["state"] as? String == "closed")

            #expect(await server.stop(with: SIGTERM) == 0)
            #expect(await server.text().contains("Almanac stopped"))
        }
    }

    @Test("a bad flag (port, cache memory) exits 64 before serving; an unreachable store path exits 1")
    func startupErrors() async throws {
        let badPort = try AlmanacProcess(["serve", "--port", "70000"])
        #expect(await badPort.stop(with: 0) == 64)
        #expect(await badPort.waitFor("--port must be from 0 to 65535") != nil)
        let badCache = try AlmanacProcess(["serve", "--port", "0", "--cache-memory", "lots"])
        #expect(await badCache.stop(with: 0) == 64)
        #expect(await badCache.waitFor("--cache-memory must be a whole number of MB from 0 to 4096") != nil)
        let badMirror = try AlmanacProcess(["serve", "--port", "0", "--mirror", "spacex,nasa"])
        #expect(await badMirror.stop(with: 0) == 64)
        #expect(await badMirror.waitFor("--mirror must be spacex, swapi, ll2, chucknorris or open-meteo separated by commas, or none") != nil)
        let badStore = try AlmanacProcess(["serve", "--port", "0", "--db", "/proc/almanac/store.sqlite"])
        #expect(await badStore.stop(with: 0) == 1)
        #expect(await badStore.waitFor("cannot be opened") != nil)
    }

    @Test("a port another server holds: exits 1 saying the address is in use, not a crash")
    func portInUse() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try AlmanacProcess(["serve", "--port", "0", "--no-refresh", "--db", folder.appendingPathComponent("a.sqlite").path])
        let port = try #require(await first.waitFor("Almanac is serving http://127\\.0\\.0\\.1:(\\d+)"))
        let second = try AlmanacProcess(["serve", "--port", port, "--no-refresh", "--db", folder.appendingPathComponent("b.sqlite").path])
        #expect(await second.waitFor("Address already in use") != nil)
        let code = await second.stop(with: 0)
        let output = await second.text()
        #expect(code == 1, "\(output)")
        #expect(await first.stop() == 0)
    }
}
