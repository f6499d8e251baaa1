import AlmanacCore
import AlmanacStore
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The launch sites' pages and API over the fixtures' Launch Library launches: Cape Canaveral
/// (a detailed record with the pad's coordinates) and Kennedy (a cut-down record).
@Suite("Launch sites on the web")
struct SitesWebTests {
    private func withApp(_ test: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let database = try await AppDatabase.temporary()
        let services = try await WebApp.servicesWithLaunchLibrary(database: database)
        let router = try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc))
        try await Application(router: router).test(.router) { client in try await test(client) }
    }

    @Test("the list names every site the launches left from, each linked to its page")
    func list() async throws {
        try await withApp { client in
            let page = try await client.get("/sites")
            #expect(page.status == .ok)
            #expect(page.body.contains(#"<a class="row-link" href="/sites/12">Cape Canaveral SFS, FL, USA</a>"#), "\(page.body)")
            #expect(page.body.contains(#"<a class="row-link" href="/sites/27">Kennedy Space Center, FL, USA</a>"#))
            #expect(page.body.contains(#"<a href="/sites" aria-current="page">Sites</a>"#) || page.body.contains(">Sites</a>"))
        }
    }

    @Test("a site's page: its pad with coordinates linked to a map, its launches linked to the filtered list, by id or a part of its name")
    func site() async throws {
        try await withApp { client in
            for path in ["/sites/12", "/sites/canaveral"] {
                let page = try await client.get(path)
                #expect(page.status == .ok, "\(path)")
                #expect(page.body.contains("<h1>Cape Canaveral SFS, FL, USA</h1>"))
                #expect(page.body.contains(#"<section class="pad" id="pad-80">"#) && page.body.contains("Space Launch Complex 40"))
                #expect(page.body.contains("28.562° N, 80.577° W"), "\(page.body)")
                #expect(page.body.contains(#"href="/launches?site=12""#))
            }
            let api = try APIBody(try await client.get("/api/v1/sites/12").body)
            let pads = try #require((api.data as? [String: Any])?["pads"] as? [[String: Any]])
            #expect(pads.first?["latitude"] as? Double == 28.56194122)
        }
    }

    @Test("a launch page links its pad and site to the site's page")
    func launchLinksItsSite() async throws {
        try await withApp { client in
            let page = try await client.get("/launches/a0000000-0000-4000-8000-000000000001").body
            #expect(
                page.contains(
                    #"<dt>Launch site</dt><dd><a href="/sites/12#pad-80">Space Launch Complex 40</a>, <a href="/sites/12">Cape Canaveral SFS, FL, USA</a></dd>"#
                ), "\(page)")
        }
    }

    @Test("a site no launch names is a 404 in words; hostile text stays text")
    func unknown() async throws {
        try await withApp { client in
            let page = try await client.get("/sites/%3Cscript%3Ealert(1)%3C%2Fscript%3E")
            #expect(page.status == .notFound)
            #expect(!page.body.contains("<script>alert(1)"))
            #expect(try await client.get("/api/v1/sites/nowhere").status == .notFound)
            #expect(try await client.get("/sites/99999").status == .notFound)
        }
    }
}
