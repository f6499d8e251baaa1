import AlmanacCore
import AlmanacReplay
import AlmanacTestSupport
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

/// The facts pages and JSON API over the fixture store. Searches go to the replay upstream
/// (online) or to a port where nothing listens (offline).
@Suite("Chuck Norris facts on the web and in the API")
struct FactsWebTests {
    private static let explicitID = "explicitKick0000000005"
    private static let includeExplicit: HTTPFields = [.cookie: "explicit=include"]

    /// Runs `body` against the app with the replay upstream answering facts requests.
    private func online(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        try await withLoopbackServer({ replay.application(onRunning: $0) }) { factsURL in
            try await WebApp.make(factsURL: factsURL).test(.router, body)
        }
    }

    private func ids(_ html: String) -> [String] {
        html.components(separatedBy: #"data-url="/facts/"#).dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    @Test("a search shows the upstream's facts as cards: tags upper-cased or UNCATEGORIZED, short ones larger")
    func searchOnline() async throws {
        try await online { client in
            let page = try await client.get("/facts?q=kick")
            #expect(page.status == .ok)
            #expect(Set(ids(page.body)) == ["kickSeparation00000001", "roundhouseTide00000002", "scriptInjection0000006"])
            #expect(page.body.contains("3 facts about “kick”"))
            #expect(page.body.contains("<li>SPORT</li>") && page.body.contains("<li>UNCATEGORIZED</li>"))
            #expect(
                page.body.contains(
                    #"<p class="fact-text short"><a class="row-link" href="/facts/kickSeparation00000001">Chuck Norris can kick through all six degrees of separation.</a></p>"#
                ))
            #expect(!page.body.contains("Offline"))
            #expect(page.body.contains(#"<a href="/facts?q=kick">kick</a>"#), "the search is in the recent list")
        }
    }

    @Test("a fact with <script> and quotes is escaped on every page that shows it")
    func escaping() async throws {
        try await online { client in
            for uri in ["/facts?q=script", "/facts/scriptInjection0000006"] {
                let body = try await client.get(uri).body
                #expect(
                    body.contains(
                        "Chuck Norris typed &lt;script&gt;alert(&quot;kick&quot;)&lt;/script&gt; and the browser answered &#39;yes sir&#39;."),
                    "\(uri)")
                #expect(!body.contains("<script>alert"), "\(uri)")
            }
        }
    }

    @Test("offline, the first visit searches \"facts\" and says it is offline; stored facts for a term are shown as saved")
    func offline() async throws {
        try await WebApp.make().test(.router) { client in
            let first = try await client.get("/facts")
            #expect(first.status == .ok)
            #expect(first.body.contains(#"value="facts""#))
            #expect(first.body.contains("Offline — nothing was saved for “facts”"))
            // No stored fact says "facts": the first visit opens on saved facts, not an empty list.
            #expect(first.body.contains("<h2>Saved facts to start with</h2>") && ids(first.body).count == 4, "\(first.body)")
            #expect(!first.body.contains("No facts found"))
            // Offline, tags lead only to categories with a saved fact: not career (none saved).
            #expect(first.body.contains(#"href="/facts/random?category=dev""#) && !first.body.contains(#"href="/facts/random?category=career""#))
            let local = try await client.get("/facts?q=dinner")
            #expect(local.body.contains("Offline — nothing was saved for “dinner”, so this is a search of every stored fact (1 saved fact matches)."))
            #expect(ids(local.body) == ["foodDinnerRespect00004"])
            // A later visit without a term shows the last search.
            #expect(try await client.get("/facts").body.contains(#"value="dinner""#))
        }
    }

    @Test("offline, a category with no saved fact is a 404 page that leads on: tabs, 'try again' and the other categories")
    func emptyCategory() async throws {
        try await WebApp.make().test(.router) { client in
            let career = try await client.get("/facts/random?category=career")
            #expect(career.status == .notFound)
            #expect(career.body.contains("No career fact is saved on this server yet"), "\(career.body)")
            #expect(!career.body.contains("with id"))
            #expect(
                career.body.contains(#"<a href="/facts/random?category=career" class="button">"#)
                    || career.body.contains(#"href="/facts/random?category=career">Try career again"#))
            #expect(career.body.contains(#"href="/facts/random?category=dev""#) && career.body.contains(#"href="/facts/random?category=food""#))
            #expect(career.body.contains(#"aria-current="page""#))
            // A category that has facts still gives one.
            #expect(try await client.get("/facts/random?category=food").status == .ok)
        }
    }

    @Test("the API's cards are kept by fact, yet a fact another search brought back with new words shows them")
    func keptCardsFollowTheFact() async throws {
        let joke = { (text: String) in
            #"{"total":1,"result":[{"categories":[],"created_at":"2020-01-05 13:42:19.576875","id":"kickSeparation00000001","#
                + #""updated_at":"2020-01-05 13:42:19.576875","url":"https://api.chucknorris.io/jokes/kickSeparation00000001","value":"\#(text)"}]}"#
        }
        // Every search answers with the same fact, its words as they are now.
        let upstream = ScriptedUpstream([
            "/jokes/search": [
                .respond(status: 200, body: joke("Chuck Norris kicks first.")), .respond(status: 200, body: joke("Chuck Norris kicks twice.")),
            ]
        ])
        try await withLoopbackServer({ upstream.application(onRunning: $0) }) { factsURL in
            try await WebApp.make(factsURL: factsURL).test(.router) { client in
                let answers = [
                    try await Self.texts(client, "kick"), try await Self.texts(client, "kick"),
                    try await Self.texts(client, "kicks"), try await Self.texts(client, "kick"),
                ]
                #expect(answers[0] == ["Chuck Norris kicks first."])
                #expect(answers[1] == ["Chuck Norris kicks first."], "kept, and fresh: the upstream is not asked again")
                #expect(answers[2] == ["Chuck Norris kicks twice."])
                #expect(answers[3] == ["Chuck Norris kicks twice."], "the same id with new words is a new card")
                #expect(upstream.requestCount("/jokes/search") == 2)
            }
        }
    }

    /// The texts of the cards the API's search for `term` answers.
    private static func texts(_ client: any TestClientProtocol, _ term: String) async throws -> [String] {
        let data = try APIBody(try await client.get("/api/v1/facts/search?q=\(term)").body).data as? [[String: Any]]
        return (data ?? []).compactMap { $0["text"] as? String }
    }

    @Test(
        "terms outside 3…120 characters get an inline message on the page and a 400 naming q in the API",
        arguments: ["ab", "%20%20%20", String(repeating: "a", count: 121)])
    func badTerms(term: String) async throws {
        try await WebApp.make().test(.router) { client in
            let page = try await client.get("/facts?q=\(term)")
            #expect(page.status == .badRequest)
            #expect(page.body.contains(#"<p class="state error" role="alert">A search needs 3 to 120 characters"#))
            let api = try await client.get("/api/v1/facts/search?q=\(term)")
            #expect(api.status == .badRequest)
            #expect(try APIBody(api.body).error?["code"] as? String == "invalid_q")
        }
    }

    @Test("safe mode hides explicit facts on every path until the cookie (web) or explicit=include (API) says otherwise")
    func safeMode() async throws {
        try await online { client in
            // Search.
            #expect(!ids(try await client.get("/facts?q=kick").body).contains(Self.explicitID))
            #expect(ids(try await client.get("/facts?q=kick", headers: Self.includeExplicit).body).contains(Self.explicitID))
            let hiddenSearch = try APIBody(try await client.get("/api/v1/facts/search?q=kick").body)
            #expect((hiddenSearch.data as? [[String: Any]])?.count == 3)
            let shownSearch = try APIBody(try await client.get("/api/v1/facts/search?q=kick&explicit=include").body)
            #expect((shownSearch.data as? [[String: Any]])?.count == 4)
            // Random by category, and the category tags.
            #expect(try await client.get("/facts/random?category=explicit").status == .notFound)
            #expect(try await client.get("/facts/random?category=explicit", headers: Self.includeExplicit).body.contains("<li>EXPLICIT</li>"))
            #expect(try await client.get("/api/v1/facts/random?category=explicit").status == .notFound)
            #expect(try await client.get("/api/v1/facts/random?category=explicit&explicit=include").status == .ok)
            #expect(!(try await client.get("/facts").body.contains("category=explicit")))
            #expect(try await client.get("/facts", headers: Self.includeExplicit).body.contains("category=explicit"))
            let categories = try APIBody(try await client.get("/api/v1/facts/categories").body).data as? [String]
            #expect(categories == ["career", "dev", "food", "sport"])
            let all = try APIBody(try await client.get("/api/v1/facts/categories?explicit=include").body).data as? [String]
            #expect(all?.contains("explicit") == true)
            // Permalink.
            let hidden = try await client.get("/facts/\(Self.explicitID)")
            #expect(hidden.body.contains("This fact is in the explicit category, which safe mode hides."))
            #expect(!hidden.body.contains("hidden while safe mode is on."))
            #expect(try await client.get("/facts/\(Self.explicitID)", headers: Self.includeExplicit).body.contains("hidden while safe mode is on."))
            let api = try await client.get("/api/v1/facts/\(Self.explicitID)")
            #expect(api.status == .forbidden)
            #expect(try APIBody(api.body).error?["code"] as? String == "hidden_by_safe_mode")
            #expect(try await client.get("/api/v1/facts/\(Self.explicitID)?explicit=include").status == .ok)
            #expect(try await client.get("/api/v1/facts/random?explicit=maybe").status == .badRequest)
        }
    }

    @Test("random never picks an explicit fact in safe mode, even offline: every stored pick is safe")
    func randomSafe() async throws {
        // Offline, a random fact is one of the stored ones at a random index: try every index.
        let store = try await TestFixtures.factStore()
        let source = ChuckNorrisFactSource(baseURL: TestFixtures.unreachableURL, transport: TestFixtures.fastTransport)
        let candidates = Mutex(0)
        _ = try await RandomFact(
            source: source, store: store,
            random: { count in
                candidates.withLock { $0 = count }
                return 0
            })()
        let count = candidates.withLock { $0 }
        #expect(count == 7, "eight stored facts, one of them explicit")
        for index in 0..<count {
            let picked = try await RandomFact(source: source, store: store, random: { _ in index })(safeMode: .on)
            #expect(!picked.fact.categories.contains("explicit"), "index \(index)")
        }
        try await WebApp.make().test(.router) { client in
            let explicit = try await client.get("/api/v1/facts/random?category=explicit")
            #expect(explicit.status == .notFound)
            let food = try await client.get("/facts/random?category=food")
            #expect(food.body.contains("Offline — saved facts"))
            #expect(food.body.contains("<li>FOOD</li>"))
        }
    }

    @Test("the fact of the day is the same on every request and never explicit")
    func today() async throws {
        try await WebApp.make().test(.router) { client in
            let first = try APIBody(try await client.get("/api/v1/facts/today").body).data as? [String: Any]
            let second = try APIBody(try await client.get("/api/v1/facts/today?explicit=include").body).data as? [String: Any]
            #expect(first?["id"] as? String != nil)
            #expect(first?["id"] as? String == second?["id"] as? String)
            #expect(first?["categories"] as? [String] != ["explicit"])
            let page = try await client.get("/facts/today")
            #expect(page.body.contains("Fact of the day, 21 November 2026"))
            #expect(page.body.contains("/facts/\(first?["id"] as? String ?? "")"))
        }
    }

    @Test("recent searches: listed newest first, cleared by the page's form and by DELETE")
    func recent() async throws {
        try await WebApp.make().test(.router) { client in
            _ = try await client.get("/facts?q=kick")
            _ = try await client.get("/facts?q=dinner")
            _ = try await client.get("/facts?q=KICK")
            let listed = try APIBody(try await client.get("/api/v1/facts/recent").body).data as? [[String: Any]]
            #expect(listed?.map { $0["term"] as? String } == ["KICK", "dinner"])
            let cleared = try await client.execute(uri: "/facts/recent/clear", method: .post) { $0 }
            #expect(cleared.status == .seeOther)
            #expect(cleared.headers[.location] == "/facts")
            #expect((try APIBody(try await client.get("/api/v1/facts/recent").body).data as? [Any])?.isEmpty == true)
            _ = try await client.get("/facts?q=kick")
            let deleted = try await client.execute(uri: "/api/v1/facts/recent", method: .delete) { $0 }
            #expect(deleted.status == .ok)
            #expect((try APIBody(try await client.get("/api/v1/facts/recent").body).data as? [Any])?.isEmpty == true)
        }
    }

    @Test("the safe-mode form sets the cookie and returns to the page it was used on, never elsewhere")
    func safeModeForm() async throws {
        try await WebApp.make().test(.router) { client in
            func post(_ form: String) async throws -> (HTTPResponse.Status, HTTPFields) {
                try await client.execute(
                    uri: "/facts/safe-mode", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                    body: ByteBuffer(string: form)
                ) { ($0.status, $0.headers) }
            }
            let (status, headers) = try await post("explicit=include&back=%2Ffacts%3Fq%3Dkick")
            #expect(status == .seeOther)
            #expect(headers[.location] == "/facts?q=kick")
            #expect(headers[.setCookie]?.hasPrefix("explicit=include;") == true)
            let (_, back) = try await post("explicit=hide&back=https%3A%2F%2Fevil.example")
            #expect(back[.location] == "/facts")
            #expect(back[.setCookie]?.contains("Max-Age=0") == true)
        }
    }

    @Test("unknown and malformed ids: 404 and 400 with words")
    func ids() async throws {
        try await WebApp.make().test(.router) { client in
            #expect(try await client.get("/facts/noSuchFact").status == .notFound)
            #expect(try await client.get("/facts/bad%20id").status == .badRequest)
            let api = try await client.get("/api/v1/facts/noSuchFact")
            #expect(api.status == .notFound)
            #expect(try APIBody(api.body).error?["message"] as? String == "There is no fact with id \"noSuchFact\".")
        }
    }
}
