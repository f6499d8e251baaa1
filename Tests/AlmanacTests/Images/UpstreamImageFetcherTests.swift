import AlmanacCore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import NIOCore
import Testing

@Suite("Image fetcher")
struct UpstreamImageFetcherTests {
    /// A fetcher whose names and allowed addresses the test chooses, patient with a loaded
    /// machine: these tests are about addresses, not waits.
    private func fetcher(names: [String: String], allowed: Set<String>) -> UpstreamImageFetcher {
        UpstreamImageFetcher(
            resolve: { name in IPAddress(literal: names[name] ?? name).map { [$0] } ?? [] }, allows: { allowed.contains($0.description) },
            readTimeout: .init(TestFixtures.patientTimeout))
    }

    private func port(_ baseURL: String) -> String { String(baseURL.split(separator: ":").last ?? "") }

    @Test("a name that resolves to a private address is refused before any request, with the reason")
    func refusesPrivateNames() async throws {
        let upstream = ScriptedUpstream(["/p.png": [.respond(status: 200, headers: ["Content-Type": "image/png"], body: "png")]])
        try await withLoopbackServer(upstream.application) { baseURL in
            let byName = try #require(URL(string: "http://localhost:\(port(baseURL))/p.png"))
            await #expect {
                try await UpstreamImageFetcher().fetchImage(byName)
            } throws: { error in
                "\(error)".contains("resolves to an address Almanac must not reach")
            }
            #expect(upstream.requestCount("/p.png") == 0)
        }
    }

    @Test("the connection goes to the address that was checked: a name no DNS knows is fetched from it")
    func pinnedAddress() async throws {
        let upstream = ScriptedUpstream(["/p.png": [.respond(status: 200, headers: ["Content-Type": "image/png"], body: "png")]])
        try await withLoopbackServer(upstream.application) { baseURL in
            let url = try #require(URL(string: "http://images.almanac-test.invalid:\(port(baseURL))/p.png"))
            let image = try await fetcher(names: ["images.almanac-test.invalid": "127.0.0.1"], allowed: ["127.0.0.1"]).fetchImage(url)
            #expect(image.contentType == "image/png" && image.bytes == Data("png".utf8))
        }
    }

    @Test("a redirect is followed only after its address is checked: one to a forbidden address is refused")
    func redirects() async throws {
        try await withLoopbackServer(ScriptedUpstream([:]).application) { otherBase in
            let upstream = ScriptedUpstream([
                "/moved.png": [.respond(status: 302, headers: ["Location": "/p.png"])],
                "/p.png": [.respond(status: 200, headers: ["Content-Type": "image/png"], body: "png")],
                "/away.png": [.respond(status: 302, headers: ["Location": "http://inside.almanac-test.invalid:\(port(otherBase))/secret"])],
            ])
            try await withLoopbackServer(upstream.application) { baseURL in
                let names = ["images.almanac-test.invalid": "127.0.0.1", "inside.almanac-test.invalid": "127.0.0.2"]
                let images = fetcher(names: names, allowed: ["127.0.0.1"])
                let moved = try #require(URL(string: "http://images.almanac-test.invalid:\(port(baseURL))/moved.png"))
                #expect(try await images.fetchImage(moved).bytes == Data("png".utf8))
                let away = try #require(URL(string: "http://images.almanac-test.invalid:\(port(baseURL))/away.png"))
                await #expect {
                    try await images.fetchImage(away)
                } throws: { error in
                    "\(error)".contains("inside.almanac-test.invalid resolves to an address Almanac must not reach")
                }
            }
        }
    }

    @Test("a body that is not an image is refused, and a 404 is an HTTP status failure")
    func refusesNonImages() async throws {
        let upstream = ScriptedUpstream(["/p.png": [.respond(status: 200, body: "{}")], "/gone.png": [.respond(status: 404)]])
        try await withLoopbackServer(upstream.application) { baseURL in
            let images = fetcher(names: [:], allowed: ["127.0.0.1"])
            await #expect {
                try await images.fetchImage(try #require(URL(string: baseURL + "/p.png")))
            } throws: { error in
                guard case .decoding(_, let reason)? = error as? UpstreamFailure else { return false }
                return reason.hasPrefix("not an image")
            }
            await #expect(throws: UpstreamFailure.httpStatus(url: baseURL + "/gone.png", status: 404)) {
                try await images.fetchImage(try #require(URL(string: baseURL + "/gone.png")))
            }
        }
    }
}
