import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Agencies pages and API")
struct AgenciesWebTests {
    @Test("the list filters by name, type and country, and pages with the filters kept")
    func list() async throws {
        try await WebApp.make().test(.router) { client in
            let all = try await client.get("/agencies")
            #expect(all.status == .ok && all.body.contains("4 agencies"))
            #expect(all.body.contains("refreshed 3 hours ago (21 Nov 2026 12:00 UTC)"))
            let commercial = try await client.get("/agencies?type=Commercial&country=usa")
            #expect(commercial.body.contains("1 agency matches") && commercial.body.contains(#"href="/agencies/121""#))
            let named = try await client.get("/agencies?q=rocket+lab")
            #expect(named.body.contains(#"href="/agencies/147""#) && !named.body.contains(#"href="/agencies/121""#))
            let paged = try await client.get("/agencies?type=Commercial&limit=1")
            #expect(paged.body.contains(#"href="/agencies?type=Commercial&amp;page=2""#), "the next page keeps the filter")
        }
    }

    @Test("a type or country no agency has is a 404 naming the choices, on the page and in the API (as the launches filters answer)")
    func unknownChoice() async throws {
        try await WebApp.make().test(.router) { client in
            let page = try await client.get("/agencies?type=NoSuch")
            #expect(page.status == .notFound && page.body.contains("type must be one of Commercial, Government, Multinational"))
            let api = try await client.get("/api/v1/agencies?country=XXX")
            #expect(api.status == .notFound)
            #expect(
                try APIBody(api.body).error?["message"] as? String == #"country must be a country code an agency has, such as USA or JPN (got "XXX")"#
            )
            let long = try await client.get("/api/v1/agencies?q=" + String(repeating: "a", count: 101))
            #expect(long.status == .badRequest)
        }
    }

    @Test("an agency's page escapes its text and links only web addresses; by id or abbreviation")
    func agencyPage() async throws {
        try await WebApp.make().test(.router) { client in
            let esa = try await client.get("/agencies/esa")
            #expect(esa.status == .ok && esa.body.contains("European Space Agency"))
            #expect(esa.body.contains("&lt;script&gt;alert(&#39;esa&#39;)&lt;/script&gt;") || esa.body.contains("&lt;script&gt;"))
            #expect(!esa.body.contains("<script>alert"))
            #expect(!esa.body.contains(#"href="javascript:"#))
            let spacex = try await client.get("/agencies/121")
            #expect(spacex.body.contains("420 of 432 attempted") && spacex.body.contains("Falcon Heavy"))
            #expect(spacex.body.contains(#"href="https://en.wikipedia.org/wiki/SpaceX""#))
            #expect(try await client.get("/agencies/9999").status == .notFound)
        }
    }

    @Test("the API answers the list paged with the true total, and one agency")
    func api() async throws {
        try await WebApp.make().test(.router) { client in
            let list = try APIBody(try await client.get("/api/v1/agencies?limit=2&page=2").body)
            #expect((list.data as? [[String: Any]])?.map { $0["name"] as? String } == ["Rocket Lab", "SpaceX"])
            #expect(list.meta["total"] as? Int == 4 && list.meta["dataset"] as? String == "ll2-agencies")
            let past = try APIBody(try await client.get("/api/v1/agencies?page=9").body)
            #expect((past.data as? [Any])?.isEmpty == true)
            let nasa = try APIBody(try await client.get("/api/v1/agencies/NASA").body)
            let summary = try #require((nasa.data as? [String: Any])?["summary"] as? [String: Any])
            #expect(summary["id"] as? Int == 44 && summary["launchesText"] as? String == "170 launches, 95 % successful")
            #expect(try await client.get("/api/v1/agencies/nothing").status == .notFound)
        }
    }
}
