import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

/// A source that hands out a fixed result, to drive `SyncSpaceX` without HTTP.
private struct FixedSource: LaunchSource {
    let result: Result<SpaceXDownload, UpstreamFailure>
    func fetchCatalog(revalidating stored: [SnapshotDocument]) async throws -> SpaceXFetch { .changed(try result.get()) }
}

@Suite("Syncing SpaceX")
struct SyncSpaceXTests {
    @Test("a successful sync stores the catalogue with its freshness")
    func storesCatalogue() async throws {
        let store = InMemoryLaunchStore()
        let download = try await TestFixtures.download()
        let summary = try await SyncSpaceX(source: FixedSource(result: .success(download)), store: store, now: .fixed(TestFixtures.now))()
        #expect((summary.launches, summary.rockets, summary.launchpads) == (6, 2, 2))
        let freshness = try await store.freshness(of: .spacex)
        #expect(freshness?.refreshedAt == TestFixtures.now)
        #expect(freshness?.origin.kind == .snapshot)
    }

    @Test("a failing source leaves the stored data as it was")
    func failureKeepsData() async throws {
        let store = try await TestFixtures.inMemoryStore()
        let failing = FixedSource(result: .failure(.httpStatus(url: "http://upstream/v4/launches", status: 503)))
        await #expect(throws: UpstreamFailure.httpStatus(url: "http://upstream/v4/launches", status: 503)) {
            try await SyncSpaceX(source: failing, store: store)()
        }
        #expect(try await store.launches(matching: LaunchQuery(page: PageRequest()), linkIDs: [:]).total == 6)
        #expect(try await store.freshness(of: .spacex)?.refreshedAt == TestFixtures.now)
    }

    @Test(
        "a catalogue that decodes but looks wrong is refused, saying why",
        arguments: [
            ("empty launches", "the launch list is empty"), ("duplicate launch", "launch id l1 appears twice"),
        ])
    func refusesSuspiciousData(case name: String, reason: String) async throws {
        let good = try await TestFixtures.download()
        let launches = name == "empty launches" ? [] : good.catalog.launches + [good.catalog.launches[0]]
        let bad = SpaceXDownload(
            catalog: SpaceXCatalog(
                company: good.catalog.company, launches: launches, rockets: good.catalog.rockets, launchpads: good.catalog.launchpads),
            documents: good.documents, origin: good.origin
        )
        let store = try await TestFixtures.inMemoryStore()
        await #expect(throws: UpstreamFailure.invalid(dataset: .spacex, reason: reason)) {
            try await SyncSpaceX(source: FixedSource(result: .success(bad)), store: store)()
        }
        #expect(try await store.launches(matching: LaunchQuery(page: PageRequest()), linkIDs: [:]).total == 6)
    }
}
