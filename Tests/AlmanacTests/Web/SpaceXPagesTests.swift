import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("SpaceX pages")
struct SpaceXPagesTests {
    @Test(
        "every page answers 200 with its heading and the freshness footer",
        arguments: [
            ("/", "<h1>Almanac</h1>"), ("/spacex", "TestX was founded by Ada Founder in 2002"),
            ("/launches", "6 launches"), ("/launches/l1", "T+33 s, merlin engine failure"),
            ("/spacex/rockets", "Falcon 9"), ("/spacex/rockets/r1", "Low Earth Orbit"),
        ])
    func pages(path: String, expected: String) async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get(path)
            #expect(response.status == .ok)
            #expect(response.body.contains(expected))
            #expect(response.body.contains("refreshed 3 hours ago (21 Nov 2026 12:00 UTC)"))
        }
    }

    @Test("outside text is escaped: a mission name with a script tag stays text")
    func escapesOutsideText() async throws {
        try await WebApp.make().test(.router) { client in
            let list = try await client.get("/launches?q=ecran")
            #expect(list.body.contains("Écran Test &lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!list.body.contains("<script>alert(1)"))
            let company = try await client.get("/spacex")
            #expect(company.body.contains("&lt;b&gt;with markup&lt;/b&gt;"))
        }
    }

    @Test("filters keep the whole view in the URL: the next-page link carries them")
    func nextPageLink() async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get("/launches?outcome=success&limit=1&sort=asc")
            #expect(response.body.contains(#"href="/launches?outcome=success&amp;sort=asc&amp;limit=1&amp;page=2""#))
            #expect(response.body.contains("2 launches match"))
            #expect(response.body.contains("<option value=\"success\" selected>"))
        }
    }

    @Test("a missing article or patch is simply absent; the placeholder stands in for the patch")
    func missingLinks() async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get("/launches/l2")
            #expect(response.status == .ok)
            #expect(!response.body.contains(">Article<"))
            #expect(response.body.contains("/assets/patch-placeholder.svg"))
        }
    }

    @Test("bad filters show the message in words with a way to clear them, as a 400")
    func badFilters() async throws {
        try await WebApp.make().test(.router) { client in
            let response = try await client.get("/launches?from=2021-13&to=2020-01")
            #expect(response.status == .badRequest)
            #expect(response.body.contains("from must be a month as YYYY-MM such as 2020-07 (got &quot;2021-13&quot;)"))
            #expect(response.body.contains("Clear filters"))
            #expect(response.body.contains("value=\"2021-13\""))
        }
    }

    @Test("no matches and unknown ids have words and a way forward")
    func emptyAndMissing() async throws {
        try await WebApp.make().test(.router) { client in
            let none = try await client.get("/launches?q=zzz")
            #expect(none.body.contains("No launches match these filters."))
            let missing = try await client.get("/launches/zzz")
            #expect(missing.status == .notFound)
            #expect(missing.body.contains("There is no launch with id"))
            #expect(try await client.get("/no/such/page").status == .notFound)
        }
    }

    @Test("an empty store explains how to load data")
    func emptyStore() async throws {
        try await WebApp.make(empty: true).test(.router) { client in
            let response = try await client.get("/launches")
            #expect(response.status == .ok)
            #expect(response.body.contains("No launch data yet"))
            #expect(response.body.contains("almanac import DIR"))
        }
    }

    @Test("the launches page carries the per-year chart as SVG")
    func chart() async throws {
        try await WebApp.make().test(.router) { client in
            let body = try await client.get("/launches").body
            #expect(
                body.contains(#"<svg class="chart-frame" width="100%" height="194" role="img" aria-labelledby="chart-title chart-desc">"#), "\(body)")
            #expect(body.contains("<title>2020: 3 launches (2 success, 1 unknown)</title>"))
        }
    }
}
