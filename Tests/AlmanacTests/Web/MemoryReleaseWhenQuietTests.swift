import AlmanacCore
import AlmanacTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

/// Memory a busy stretch freed is handed back once the server falls quiet, once per stretch.
@Suite("memory handed back when the server falls quiet")
struct MemoryReleaseWhenQuietTests {
    @Test("once after each busy stretch; never while requests keep coming, nor before the first")
    func oncePerStretch() {
        var quiet = QuietAfterWork()
        // Counts read once an interval, and whether each reading hands memory back.
        let readings: [(count: Int, releases: Bool)] = [
            (0, false), (0, false),  // nothing asked yet
            (5, false), (9, false),  // busy
            (9, true),  // fell quiet
            (9, false), (9, false),  // still quiet: already handed back
            (12, false), (12, true),  // one more request, then quiet again
            (40, false), (80, false), (120, false),  // always busy
        ]
        for (index, reading) in readings.enumerated() {
            #expect(quiet.fellQuiet(begun: reading.count) == reading.releases, "reading \(index): \(reading.count)")
        }
    }

    @Test("the service hands memory back once the count of requests stops moving")
    func serviceReleases() async throws {
        let activity = RequestActivity()
        for _ in 0..<3 { activity.noteRequest() }
        let (released, signal) = AsyncStream.makeStream(of: Int.self)
        let service = MemoryReleaseWhenQuiet(activity: activity, interval: .milliseconds(10)) { signal.yield(activity.begun) }
        let running = Task { try await service.run() }
        defer { running.cancel() }
        var releases = released.makeAsyncIterator()
        #expect(await releases.next() == 3)
    }

    @Test("the front door counts every request it begins, whatever it answers")
    func frontDoorCounts() async throws {
        let activity = RequestActivity()
        let services = try await WebApp.services()
        let site = try buildSite(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc), activity: activity)
        try await Application(router: site.router).test(.router) { client in
            for path in ["/", "/launches", "/no/such/page"] {
                _ = try await client.execute(uri: path, method: .get)
            }
        }
        #expect(activity.begun == 3)
    }
}
