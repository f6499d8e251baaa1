import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

/// A busy site: many connections at once against a server on a file store. Every store read
/// must be GRDB's async read; one blocking read waiting for a pooled connection can hold every
/// cooperative thread, and the server then answers nothing at all. The server runs as its own
/// process so that such a hang cannot stall the test run too: a deadline kills it instead.
@Suite("almanac serve under concurrent load", .enabled(if: AlmanacProcess.binary != nil, "needs the built almanac binary (scripts/test builds it)"))
struct ConcurrentLoadTests {
    @Test("256 requests at once, one connection each, over a file store: every one answered 200")
    func concurrentRequestsOnAFileStore() async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.sqlite").path
        do {
            // A saved city with a stored forecast: the weather routes then read forecasts by place.
            let store = try await TestFixtures.weatherStore(database: try await AppDatabase.open(path: path))
            _ = try await store.addCity(try NewCity(name: "Copenhagen", latitude: 55.75, longitude: 12.5))
        }
        let unreachable = TestFixtures.unreachableURL
        let server = try AlmanacProcess([
            "serve", "--port", "0", "--db", path, "--snapshot", TestFixtures.directory.path, "--no-refresh",
            "--spacex-url", unreachable, "--swapi-url", unreachable, "--facts-url", unreachable,
            "--geocoding-url", unreachable, "--forecast-url", unreachable,
            "--image-cache", folder.appendingPathComponent("images").path,
            // 256 requests from one address: the per-client limit on searches is not what is measured.
            "--upstream-requests-per-minute", "0",
        ])
        let announced = await server.waitFor("Almanac is serving http://127\\.0\\.0\\.1:(\\d+)")
        let startLog = await server.text()
        let port = try #require(announced.flatMap { Int($0) }, "\(startLog)")

        // A hung server never closes its connections: past the deadline it is killed, which
        // ends every exchange with no answer, and the expectation below names them.
        let deadline = Task {
            try await Task.sleep(for: .seconds(60))
            _ = await server.stop(with: SIGKILL, within: .seconds(5))
        }
        let paths = ["/api/v1/weather", "/weather", "/api/v1/launches?limit=5", "/swapi/people?page=2", "/status", "/api/v1/facts/today"]
        let statuses = try await withThrowingTaskGroup(of: (String, Int?).self) { group in
            for index in 0..<256 {
                let path = paths[index % paths.count]
                group.addTask {
                    let answer = try await RawHTTP.exchange(port: port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                    return (path, RawHTTP.status(of: answer))
                }
            }
            return try await group.reduce(into: [(String, Int?)]()) { $0.append($1) }
        }
        deadline.cancel()
        let failed = statuses.filter { $0.1 != 200 }
        #expect(statuses.count == 256 && failed.isEmpty, "\(failed.count) not answered 200, e.g. \(failed.prefix(5))")
        #expect(await server.stop() == 0)
    }
}
