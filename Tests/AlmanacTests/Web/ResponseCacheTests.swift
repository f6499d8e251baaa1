import AlmanacCore
import AlmanacStore
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("API response cache")
struct ResponseCacheTests {
    @Test("a sync is visible at once: cached bodies are keyed by the dataset's refresh time")
    func refreshInvalidates() async throws {
        let database = try AppDatabase.inMemory()
        let store = SQLiteLaunchStore(database: database)
        let download = try await TestFixtures.download()
        try await store.replaceSpaceX(with: download, refreshedAt: TestFixtures.now)
        let services = AlmanacServices(
            launches: store, galaxy: SQLiteGalaxyStore(database: database), datasets: SQLiteDatasetStore(database: database),
            facts: SQLiteFactStore(database: database),
            factSource: ChuckNorrisFactSource(baseURL: TestFixtures.unreachableURL, transport: TestFixtures.fastTransport),
            weather: SQLiteWeatherStore(database: database), weatherSource: nil, now: .fixed(TestFixtures.now)
        )
        let router = try buildRouter(services: services, configuration: WebConfiguration(freshnessLifetime: .zero))
        try await Application(router: router).test(.router) { client in
            let before = try APIBody(try await client.get("/api/v1/spacex/launches").body)
            #expect(before.meta["total"] as? Int == 6)
            let catalog = download.catalog
            let smaller = SpaceXDownload(
                catalog: SpaceXCatalog(company: catalog.company, launches: Array(catalog.launches.prefix(2)), rockets: catalog.rockets, launchpads: catalog.launchpads),
                documents: download.documents, origin: .upstream("http://example.test")
            )
            try await store.replaceSpaceX(with: smaller, refreshedAt: TestFixtures.now.addingTimeInterval(60))
            let after = try APIBody(try await client.get("/api/v1/spacex/launches").body)
            #expect(after.meta["total"] as? Int == 2)
            #expect(after.meta["origin"] as? String == "http://example.test")
        }
    }

    @Test("the viewer's time zone (from the cookie) is part of the key, not only the URL")
    func zoneIsPartOfKey() async throws {
        try await WebApp.make().test(.router) { client in
            let utc = try APIBody(try await client.get("/api/v1/spacex/launches/l1").body)
            let berlin = try APIBody(try await client.get("/api/v1/spacex/launches/l1", headers: [.cookie: "tz=Europe%2FBerlin"]).body)
            func dateText(_ body: APIBody) -> String? { ((body.data as? [String: Any])?["summary"] as? [String: Any])?["dateText"] as? String }
            #expect(dateText(utc) == "2006/03/24 - 10:30 PM")
            #expect(dateText(berlin) == "2006/03/24 - 11:30 PM")
        }
    }
}
