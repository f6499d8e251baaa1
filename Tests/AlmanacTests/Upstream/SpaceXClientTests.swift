import AlmanacCore
import AlmanacReplay
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

@Suite("SpaceX client against the replay upstream")
struct SpaceXClientTests {
    @Test("fetches and decodes all four endpoints, keeping the bodies verbatim")
    func fetchesCatalogue() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory)
        let download = try await withTransport { transport in
            try await withLoopbackServer({ replay.application(onRunning: $0) }) { baseURL in
                try await SpaceXLaunchSource(baseURL: baseURL + "/", transport: transport).fetchCatalog()
            }
        }
        #expect(download.catalog.launches.count == 6)
        #expect(download.catalog.company.name == "TestX")
        #expect(download.origin.kind == .upstream)
        let launches = try Data(contentsOf: TestFixtures.directory.appendingPathComponent("spacex/v4/launches.json"))
        #expect(download.documents.first { $0.path == "spacex/v4/launches.json" }?.body == launches)
    }

    @Test("a malformed body is a decoding failure naming the endpoint, and is not retried")
    func malformedBody() async throws {
        let good = try String(contentsOf: TestFixtures.directory.appendingPathComponent("spacex/v4/company.json"), encoding: .utf8)
        let upstream = ScriptedUpstream([
            "/v4/company": [.respond(status: 200, body: good)],
            "/v4/launches": [.respond(status: 200, body: "[{\"id\": \"x\", \"name\": ")],
            "/v4/rockets": [.respond(status: 200, body: "[]")],
            "/v4/launchpads": [.respond(status: 200, body: "[]")],
        ])
        try await withTransport { transport in
            try await withLoopbackServer(upstream.application) { baseURL in
                await #expect {
                    _ = try await SpaceXLaunchSource(baseURL: baseURL, transport: transport).fetchCatalog()
                } throws: { error in
                    if case .decoding(let url, _)? = error as? UpstreamFailure { return url.hasSuffix("/v4/launches") }
                    return false
                }
            }
        }
        #expect(upstream.requestCount("/v4/launches") == 1)
    }

    @Test("a launch without a usable date is a decoding failure, not a silent drop")
    func launchWithoutDate() throws {
        let bodies: [SpaceXEndpoint: Data] = [
            .company: try Data(contentsOf: TestFixtures.directory.appendingPathComponent("spacex/v4/company.json")),
            .launches: Data(#"[{"id": "a", "name": "No date", "flight_number": 1}]"#.utf8),
            .rockets: Data("[]".utf8), .launchpads: Data("[]".utf8),
        ]
        #expect {
            _ = try SpaceXDocuments(bodies: bodies).decode(origin: .upstream("x")) { $0.urlPath }
        } throws: { error in
            "\(error)".contains("launch a has neither a readable date_utc nor date_unix")
        }
    }
}
