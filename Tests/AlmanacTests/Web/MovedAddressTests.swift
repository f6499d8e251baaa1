import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The launches lived under `/spacex` while they were SpaceX's alone: every old address still
/// lands on the same launches, by a permanent redirect that never leaves the site.
@Suite("Moved addresses")
struct MovedAddressTests {
    @Test(
        "an old launches address answers a permanent redirect to its new one, the query kept",
        arguments: [
            ("/spacex/launches", 301, "/launches?provider=SpaceX"),
            ("/spacex/launches?year=2020&outcome=success", 301, "/launches?year=2020&outcome=success&provider=SpaceX"),
            ("/spacex/launches?provider=Rocket%20Lab", 301, "/launches?provider=Rocket%20Lab"),
            ("/spacex/launches/l1", 301, "/launches/l1"),
            ("/spacex/launches/upcoming.ics?rocket=r1", 301, "/launches/upcoming.ics?rocket=r1"),
            ("/api/v1/spacex/launches?limit=1", 308, "/api/v1/launches?limit=1&provider=SpaceX"),
            ("/api/v1/spacex/launches/l1", 308, "/api/v1/launches/l1"),
            ("/api/v1/spacex/stats", 308, "/api/v1/launches/stats"),
        ])
    func redirects(path: String, status: Int, location: String) async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get(path)
            #expect(response.status.code == status)
            #expect(response.headers[.location] == location)
        }
    }

    @Test("the redirect lands: the old list's address, followed, lists SpaceX's launches")
    func redirectLands() async throws {
        try await WebApp.make().test(.router) { client in
            let moved = try await client.get("/spacex/launches/l1")
            let landed = try await client.get(try #require(moved.headers[.location]))
            #expect(landed.status == .ok)
            #expect(landed.body.contains("T+33 s, merlin engine failure"))
        }
    }

    @Test("an id that is hostile text stays in the path: the target is always on this site")
    func hostileID() async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get("/spacex/launches/%2F%2Fevil.example")
            let location = try #require(response.headers[.location])
            #expect(location.hasPrefix("/launches/"))
            #expect(!location.hasPrefix("//"))
        }
    }
}
