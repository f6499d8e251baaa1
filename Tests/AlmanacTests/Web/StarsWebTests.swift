import AlmanacCore
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Stars through the JSON API and the pages' forms on a per-visitor server: each browser's are
/// its own; a star on a record the store lacks stores nothing, not even a profile; stars go with
/// "delete my data".
@Suite("Stars: the JSON API and the pages")
struct StarsWebTests {
    typealias Browser = ProfileWebTests.Browser

    private func starred(_ browser: Browser, _ client: some TestClientProtocol) async throws -> [[String: Any]] {
        let answer = try await browser.send(client, .get, "/api/v1/starred")
        #expect(answer.status == .ok)
        return try APIBody(answer.body).data as? [[String: Any]] ?? []
    }

    @Test("a star on a record that does not exist is a 404 (a bad kind a 400) and makes no profile")
    func unknownRecords() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let browser = Browser()
            for path in ["launch/no-such-launch", "people/9999", "people/x", "booster/B0000", "fact/nothing"] {
                let answer = try await browser.send(client, .put, "/api/v1/starred/" + path)
                #expect(answer.status == .notFound, "\(path)")
                #expect(try APIBody(answer.body).error?["code"] as? String == "not_found", "\(path)")
            }
            let badKind = try await browser.send(client, .put, "/api/v1/starred/planet/1")
            #expect(badKind.status == .badRequest && badKind.body.contains("kind must be one of launch, booster, astronaut, station, fact, people"))
            // 65 code points, as the document's maxLength counts: 33 letters each with a combining mark
            // are 33 characters to Swift but 66 to JSON Schema.
            let zalgo = String(repeating: "e\u{0301}", count: 33).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
            for method in [HTTPRequest.Method.put, .delete] {
                for id in [String(repeating: "a", count: 65), zalgo] {
                    let tooLong = try await browser.send(client, method, "/api/v1/starred/launch/" + id)
                    #expect(tooLong.status == .badRequest && tooLong.body.contains("id must be 1 to 64 characters"), "\(method) \(id)")
                }
            }
            let unstarred = try await browser.send(client, .delete, "/api/v1/starred/people/1")
            #expect(try APIBody(unstarred.body).meta["count"] as? Int == 0, "meta is an object: the stars held now")
            #expect(browser.cookie == nil, "no profile was made")
            #expect(try await starred(browser, client).isEmpty)
        }
    }

    @Test("each browser stars its own; PUT twice keeps one; DELETE unstars; the profile lists them and its deletion removes them")
    func starring() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let (ann, bob) = (Browser(), Browser())
            let put = try await ann.send(client, .put, "/api/v1/starred/people/1")
            #expect(put.status == .ok)
            let state = try #require(try APIBody(put.body).data as? [String: Any])
            #expect(state["kind"] as? String == "people" && state["id"] as? String == "1" && state["starred"] as? Bool == true)
            #expect(ann.cookie != nil, "the first star makes the profile")
            #expect(try APIBody(put.body).meta["count"] as? Int == 1 && APIBody(put.body).meta["limit"] as? Int == 500)
            _ = try await ann.send(client, .put, "/api/v1/starred/planets/1")
            _ = try await ann.send(client, .put, "/api/v1/starred/people/1")

            let listed = try await starred(ann, client)
            #expect(listed.map { $0["name"] as? String } == ["Luke Skywalker", "Tatooine"])
            #expect(listed.first?["href"] as? String == "/swapi/people/1" && listed.first?["inData"] as? Bool == true)
            #expect(listed.first?["starHref"] as? String == "/api/v1/starred/people/1")
            #expect(try await starred(bob, client).isEmpty)
            let bobUnstars = try await bob.send(client, .delete, "/api/v1/starred/people/1")
            #expect(bobUnstars.status == .ok && bob.cookie == nil, "unstarring what was never starred makes no profile")

            let deleted = try await ann.send(client, .delete, "/api/v1/starred/planets/1")
            #expect(try APIBody(deleted.body).data as? [String: Any] != nil && deleted.body.contains(#""starred":false"#))
            #expect(try await starred(ann, client).map { $0["id"] as? String } == ["1"])

            let profile = try APIBody(try await ann.send(client, .get, "/api/v1/profile").body).data as? [String: Any]
            let held = profile?["stars"] as? [[String: Any]]
            #expect(held?.map { $0["name"] as? String } == ["Luke Skywalker"])
            _ = try await ann.send(client, .delete, "/api/v1/profile")
            #expect(try await starred(ann, client).isEmpty)
        }
    }

    @Test(
        "the forms: a star button on a launch, a Star Wars record and a fact (a booster page's is in its snapshot); a post stars and lands on /starred naming the record; unstar says so; the home page lists them"
    )
    func forms() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let visitor = Browser()
            for (page, action) in [
                ("/launches/l1", "/starred/launch/l1"),
                ("/swapi/planets/1", "/starred/planets/1"), ("/facts/kickSeparation00000001", "/starred/fact/kickSeparation00000001"),
            ] {
                let body = try await visitor.send(client, .get, page).body
                #expect(body.contains(#"<form class="star" method="post" action="\#(action)""#), "\(page)")
            }
            #expect(visitor.cookie == nil, "reading makes no profile")

            let missing = try await visitor.send(client, .post, "/starred/planets/999")
            #expect(missing.status == .notFound && visitor.cookie == nil, "a star on nothing makes nothing")

            let star = try await visitor.send(client, .post, "/starred/launch/l1")
            #expect(star.status == .seeOther && star.headers[.location] == "/starred?starred=launch&id=l1")
            _ = try await visitor.send(client, .post, "/starred/planets/1")
            let page = try await visitor.send(client, .get, "/starred?starred=launch&id=l1").body
            #expect(page.contains("Starred the launch <strong>FalconSat</strong>."))
            #expect(page.range(of: "<h2>Launches")!.lowerBound < page.range(of: "<h2>Planets")!.lowerBound, "launches first")
            #expect(page.contains(#"<a href="/swapi/planets/1">Tatooine</a>"#))
            // The name comes from the store, never from the link.
            let forged = try await visitor.send(client, .get, "/starred?starred=launch&id=%3Cb%3EFree%20money%3C%2Fb%3E").body
            #expect(!forged.contains("Free money") && !forged.contains(#"class="state done""#))

            let home = try await visitor.send(client, .get, "/").body
            #expect(home.contains(#"<a href="/swapi/planets/1">Tatooine</a> <span class="kind">planet</span>"#))
            #expect(home.contains(#"<a href="/starred">All 2 stars</a>"#))

            let unstar = try await visitor.send(client, .post, "/starred/planets/1/remove")
            #expect(unstar.headers[.location] == "/starred?unstarred=planets&id=1")
            let after = try await visitor.send(client, .get, unstar.headers[.location]!).body
            #expect(after.contains("Unstarred the planet <strong>Tatooine</strong>.") && after.contains("Star it again"))
            #expect(!after.contains("<h2>Planets"))
        }
    }

    @Test("stars move with a device move: the other browser lists them and unstarring there unstars on both")
    func deviceMove() async throws {
        try await WebApp.make(profiles: .perVisitor).test(.router) { client in
            let (phone, laptop) = (Browser(), Browser())
            _ = try await phone.send(client, .put, "/api/v1/starred/people/1")
            let page = try await phone.send(client, .post, "/settings/device-code", body: "", form: true)
            let code = try #require(page.body.firstMatch(of: /use-here\?code=([0-9a-f]{32})/)?.1)
            _ = try await laptop.send(client, .post, "/settings/use-here", body: "code=\(code)", form: true)
            #expect(try await starred(laptop, client).map { $0["name"] as? String } == ["Luke Skywalker"])
            _ = try await laptop.send(client, .delete, "/api/v1/starred/people/1")
            #expect(try await starred(phone, client).isEmpty)
        }
    }
}
