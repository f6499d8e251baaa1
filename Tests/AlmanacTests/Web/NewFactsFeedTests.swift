import AlmanacCore
import AlmanacTestSupport
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The feed of facts new to Almanac (`/facts/new.atom`): the facts chucknorris.io sends that the
/// store did not have, never the imported ones, read with Foundation's XML parser (a feed reader
/// from PyPI reads the launches' feeds in `scripts/feed-check`; the shape is the same `AtomFeed`).
@Suite("New facts as an Atom feed")
struct NewFactsFeedTests {
    /// A fact as the facts API sends it at random.
    private static func fact(_ id: String, _ text: String, category: String) -> String {
        #"{"categories":["\#(category)"],"created_at":"2020-01-05 13:42:19.576875","id":"\#(id)","#
            + #""updated_at":"2020-01-05 13:42:19.576875","url":"https://api.chucknorris.io/jokes/\#(id)","value":"\#(text)"}"#
    }

    /// The feed's entries' ids and titles (`AtomEntries`).
    private func entries(_ xml: String) -> [(id: String, title: String)] { AtomEntries.read(xml) }

    @Test(
        "a fact the facts API sends that was not stored is one entry, of its category and of all, with a stable id; the imported ones, a fact sent again and explicit ones are not; a category that is not one is refused"
    )
    func discoveries() async throws {
        let upstream = ScriptedUpstream([
            "/jokes/random": [
                .respond(status: 200, body: Self.fact("devNewOne000000000001", "Chuck Norris <b>compiles</b> & ships.", category: "dev")),
                .respond(status: 200, body: Self.fact("devSelfOptimising00003", "Already stored.", category: "dev")),
                .respond(status: 200, body: Self.fact("explicitNew0000000002", "Not for the feed.", category: "explicit")),
            ]
        ])
        try await withLoopbackServer({ upstream.application(onRunning: $0) }) { factsURL in
            try await WebApp.make(factsURL: factsURL).test(.router) { client in
                #expect(entries(try await client.get("/facts/new.atom").body).isEmpty, "an import is not news")
                let page = try await client.get("/facts/random?category=dev")
                #expect(page.body.contains("compiles"))
                #expect(
                    page.body.contains(
                        #"<link rel="alternate" type="application/atom+xml" title="Almanac: new dev facts" href="/facts/new.atom?category=dev">"#))
                _ = try await client.get("/facts/random?category=dev")  // a fact stored already
                _ = try await client.get("/facts/random?category=explicit", headers: [.cookie: "explicit=include"])

                let all = entries(try await client.get("/facts/new.atom").body)
                #expect(all.map(\.id) == ["http://localhost/facts/devNewOne000000000001"], "\(all)")
                #expect(all.first?.title == "Chuck Norris <b>compiles</b> & ships.", "the markup is text")
                #expect(entries(try await client.get("/facts/new.atom?category=dev").body).map(\.id) == all.map(\.id))
                #expect(entries(try await client.get("/facts/new.atom?category=DEV").body).map(\.id) == all.map(\.id))
                #expect(entries(try await client.get("/facts/new.atom?category=food").body).isEmpty)
                #expect(entries(try await client.get("/facts/new.atom").body).map(\.id) == all.map(\.id), "read again: the same entry")

                #expect(try await client.get("/facts/new.atom?category=nothing").status == .notFound)
                #expect(try await client.get("/facts/new.atom?category=explicit").status == .notFound, "safe mode: a reader has no setting")
                #expect(try await client.get("/facts/new.atom?category=%3Cscript%3E").status == .badRequest)
                #expect(
                    try await client.get("/facts").body.contains(
                        #"<link rel="alternate" type="application/atom+xml" title="Almanac: new facts" href="/facts/new.atom">"#))
            }
        }
    }
}
