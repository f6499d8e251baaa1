import AlmanacCore
import AlmanacStore
import AlmanacWeb
import Foundation
import Testing

/// The server keeps each dataset's read model (SWAPI's records, SpaceX's rockets) until the
/// dataset's version moves; these tests replace the data under a kept model that has been read
/// and check nothing old comes back.
@Suite("read models kept until the next refresh")
struct ReadModelTests {
    /// The fixture with Luke renamed.
    private func renamedLuke() async throws -> GalaxyDownload {
        let original = try await TestFixtures.galaxyDownload()
        var records = original.records
        records[.people] = records[.people]?.map { record in
            record.reference.id == 1
                ? GalaxyRecord(reference: record.reference, name: "Luke (renamed)", values: record.values, links: record.links)
                : record
        }
        return GalaxyDownload(records: records, documents: original.documents, origin: original.origin)
    }

    @Test("a replace through the store, even at the same instant, is read back at once")
    func replaceAtTheSameInstant() async throws {
        let database = try await AppDatabase.temporary()
        let store = KeptGalaxyStore(SQLGalaxyStore(database: database), changes: database)
        try await store.replaceGalaxy(with: try await TestFixtures.galaxyDownload(), refreshedAt: TestFixtures.now)
        let luke = GalaxyReference(.people, 1)
        #expect(try await store.record(luke)?.name == "Luke Skywalker")
        #expect(try await store.names(of: [luke]) == [luke: "Luke Skywalker"])
        try await store.replaceGalaxy(with: try await renamedLuke(), refreshedAt: TestFixtures.now)
        #expect(try await store.record(luke)?.name == "Luke (renamed)")
        #expect(try await store.names(of: [luke]) == [luke: "Luke (renamed)"], "linked names come from the new data too")
        let listed = try await store.records(matching: GalaxyQuery(resource: .people, search: "luke"))
        #expect(listed.items.map(\.name) == ["Luke (renamed)"])
    }

    /// The launches' read models over a new store holding the SpaceX fixture.
    private func keptSpaceX() async throws -> KeptLaunchStore {
        let database = try await AppDatabase.temporary()
        let store = KeptLaunchStore(SQLLaunchStore(database: database), changes: database, now: .fixed(TestFixtures.now))
        try await store.replaceSpaceX(with: try await TestFixtures.download(), refreshedAt: TestFixtures.now)
        return store
    }

    /// Replaces the SpaceX fixture in `store` by the same company with no launch, rocket or site,
    /// at the same instant.
    private func emptySpaceX(in store: KeptLaunchStore) async throws {
        let download = try await TestFixtures.download()
        let emptied = SpaceXDownload(
            catalog: SpaceXCatalog(company: download.catalog.company, launches: [], rockets: [], launchpads: []),
            documents: download.documents, origin: download.origin
        )
        try await store.replaceSpaceX(with: emptied, refreshedAt: TestFixtures.now)
    }

    @Test("SpaceX rockets, sites and yearly counts follow a replace at the same instant")
    func spacexReplace() async throws {
        let store = try await keptSpaceX()
        #expect(try await !store.launchReferences().rockets.isEmpty)
        #expect(try await !store.launchCountsByYear().isEmpty)
        try await emptySpaceX(in: store)
        let references = try await store.launchReferences()
        #expect(references.rockets.isEmpty && references.launchpads.isEmpty)
        #expect(try await store.launchCountsByYear().isEmpty)
    }

    @Test("the image proxy's allowlist follows a replace: a host no launch or rocket names any more is refused at once")
    func imageHostsFollowAReplace() async throws {
        let store = try await keptSpaceX()
        let hosts = try await store.imageHosts()
        let images = ProxyImage(catalog: store, fetcher: NoImages(), cache: NoImageCache(), now: .fixed(TestFixtures.now))
        let host = try #require(hosts.sorted().first)
        _ = try await images.validate("https://\(host)/patch.png")
        try await emptySpaceX(in: store)
        #expect(try await store.imageHosts().isEmpty)
        await #expect(throws: ProxyImage.Refusal.unknownHost) { try await images.validate("https://\(host)/patch.png") }
    }
}

/// For tests that only validate: no image is ever fetched or kept.
private struct NoImages: ImageFetcher {
    func fetchImage(_ url: URL) async throws -> ImageData { throw CancellationError() }
}

private struct NoImageCache: ImageCache {
    func image(for url: String) async -> ImageData? { nil }
    func store(_ image: ImageData, for url: String) async {}
}
