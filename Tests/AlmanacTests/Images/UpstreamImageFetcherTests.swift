import AlmanacCore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

@Suite("Image fetcher")
struct UpstreamImageFetcherTests {
    @Test("a name that resolves to loopback is refused before any request")
    func refusesNamesResolvingToLoopback() async throws {
        let upstream = ScriptedUpstream(["/p.png": [.respond(status: 200, headers: ["Content-Type": "image/png"], body: "png")]])
        let transport = UpstreamTransport(configuration: TransportConfiguration(retry: .none))
        try await withLoopbackServer(upstream.application) { baseURL in
            let byName = try #require(URL(string: baseURL.replacingOccurrences(of: "127.0.0.1", with: "localhost") + "/p.png"))
            await #expect(throws: UpstreamFailure.self) { try await UpstreamImageFetcher(transport: transport).fetchImage(byName) }
            #expect(upstream.requestCount("/p.png") == 0)
            // Allowed for tests: the same server answers, and only image bodies are accepted.
            let image = try await UpstreamImageFetcher(transport: transport, allowPrivateAddresses: true).fetchImage(byName)
            #expect(image.contentType == "image/png")
        }
        try await transport.shutdown()
    }

    @Test("a body that is not an image is refused")
    func refusesNonImages() async throws {
        let upstream = ScriptedUpstream(["/p.png": [.respond(status: 200, body: "{}")]])
        let transport = UpstreamTransport(configuration: TransportConfiguration(retry: .none))
        try await withLoopbackServer(upstream.application) { baseURL in
            let url = try #require(URL(string: baseURL + "/p.png"))
            await #expect(throws: UpstreamFailure.self) {
                try await UpstreamImageFetcher(transport: transport, allowPrivateAddresses: true).fetchImage(url)
            }
        }
        try await transport.shutdown()
    }
}
