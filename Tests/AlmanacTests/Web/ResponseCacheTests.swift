import AlmanacCore
import AlmanacUpstream
import AlmanacWeb
import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacServer
@testable import AlmanacStore

@Suite("API response cache")
struct ResponseCacheTests {
    @Test("a sync is visible at once: cached bodies are keyed by the dataset's refresh time")
    func refreshInvalidates() async throws {
        let database = try await AppDatabase.temporary()
        let store = SQLLaunchStore(database: database)
        let download = try await TestFixtures.download()
        try await store.replaceSpaceX(with: download, refreshedAt: TestFixtures.now)
        let services = Composition.over(database).webServices(
            factSource: ChuckNorrisFactSource(baseURL: TestFixtures.unreachableURL, transport: TestFixtures.fastTransport), weatherSource: nil)
        let router = try buildRouter(services: services, configuration: WebConfiguration())
        try await Application(router: router).test(.router) { client in
            let before = try APIBody(try await client.get("/api/v1/launches").body)
            #expect(before.meta["total"] as? Int == 6)
            let catalog = download.catalog
            let smaller = SpaceXDownload(
                catalog: SpaceXCatalog(
                    company: catalog.company, launches: Array(catalog.launches.prefix(2)), rockets: catalog.rockets, launchpads: catalog.launchpads),
                documents: download.documents, origin: .upstream("http://example.test")
            )
            try await store.replaceSpaceX(with: smaller, refreshedAt: TestFixtures.now.addingTimeInterval(60))
            let after = try APIBody(try await client.get("/api/v1/launches").body)
            #expect(after.meta["total"] as? Int == 2)
            #expect(after.meta["origin"] as? String == "example.test")
        }
    }

    @Test("the viewer's time zone (from the cookie) is part of the key, not only the URL")
    func zoneIsPartOfKey() async throws {
        try await WebApp.make().test(.router) { client in
            let utc = try APIBody(try await client.get("/api/v1/launches/l1").body)
            let berlin = try APIBody(try await client.get("/api/v1/launches/l1", headers: [.cookie: "tz=Europe%2FBerlin"]).body)
            func dateText(_ body: APIBody) -> String? { ((body.data as? [String: Any])?["summary"] as? [String: Any])?["dateText"] as? String }
            #expect(dateText(utc) == "24 Mar 2006, 10:30 PM")
            #expect(dateText(berlin) == "24 Mar 2006, 11:30 PM")
        }
    }

    @Test("the shared facts routes come from the cache: answered from memory until the facts' freshness changes, safe mode part of the key")
    func factsRoutesAreCached() async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: true)
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        try await Application(router: router).test(.router) { client in
            let paths = ["/api/v1/facts/today", "/api/v1/facts/categories", "/api/v1/facts/kickSeparation00000001"]
            var first: [String: String] = [:]
            // Asked twice: an answer is kept from its second asking.
            for path in paths + paths {
                let response = try await client.get(path)
                #expect(response.status == .ok && response.headers[.eTag] != nil, "\(path)")
                first[path] = response.body
            }
            // Behind the cache's back (no refresh, so no new freshness): every fact and category gone.
            try await database.writer.write { db in
                try db.execute(sql: "DELETE FROM fact")
                try db.execute(sql: "DELETE FROM fact_category")
            }
            for path in paths {
                let again = try await client.get(path)
                #expect(again.status == .ok && again.body == first[path], "\(path) was made again instead of answered from the cache")
            }
            let explicit = try APIBody(try await client.get("/api/v1/facts/categories?explicit=include").body)
            #expect((explicit.data as? [String])?.isEmpty == true, "another safe-mode setting is another key, made afresh")
        }
    }
}
