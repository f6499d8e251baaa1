import Foundation
import Testing

/// `almanac routes --json` is what the route fuzz and the page benchmark cover every route from;
/// the benchmark holds a route to the warm target unless the list says its answer is made per
/// request, so that word must follow the route's own caching.
@Suite("the route list", .enabled(if: AlmanacProcess.binary != nil, "needs the built almanac binary (scripts/test builds it)"))
struct RoutesCommandTests {
    static let expected = [
        ("/launches", "shared"), ("/api/v1/launches", "shared"), ("/graphql", "shared"),
        ("/", "personal"), ("/api/v1/profile", "personal"), ("/starred/launches.ics", "personal"),
        ("/assets/{name}", "fixed"), ("/swapi", "fixed"),
        ("/facts/random", "per-request"), ("/api/v1/weather/geocode", "per-request"), ("/metrics", "per-request"),
        ("/readyz", "per-request"),
    ]

    /// One run of the command for every route checked: each run builds the whole router.
    @Test("each GET route says whether its answer is kept for everyone, kept for its visitor, fixed or made per request")
    func reuse() async throws {
        let run = try await AlmanacRun.run(["routes", "--json"])
        #expect(run.code == 0)
        let routes = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: String]])
        for (path, reuse) in Self.expected {
            let route = try #require(routes.first { $0["method"] == "GET" && $0["path"] == path }, "\(path) is not listed")
            #expect(route["reuse"] == reuse, "\(path)")
        }
        #expect(routes.allSatisfy { ["shared", "personal", "fixed", "per-request"].contains($0["reuse"] ?? "") })
    }
}
