import AlmanacCore
import AlmanacReplay
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// Reading agencies as Launch Library 2 sends them, from a file and over HTTP on loopback.
@Suite("Agencies from Launch Library 2")
struct AgencySourceTests {
    @Test("an odd field is read as missing and an unreadable agency is skipped by name, never the page")
    func lenientObjects() async throws {
        let download = try await TestFixtures.agencyDownload()
        #expect(download.agencies.count == 4)
        #expect(download.skippedReasons.count == 1 && download.skippedReasons[0].hasPrefix("result 4:"), "\(download.skippedReasons)")
        let esa = try #require(download.agencies.first { $0.id == 27 })
        #expect(esa.countryCodes == ["FRA", "DEU", "ITA"])
        // A counter of -4 or "many" is no count; "not a year" is no year; an empty list is none.
        #expect(esa.launches.total == 0 && esa.launches.successful == 0)
        #expect(esa.foundingYear == nil && esa.launchers.isEmpty)
    }

    @Test("every page is fetched by following next, each from the shared hourly budget, and kept as one list")
    func pages() async throws {
        let upstream = ScriptedUpstream([
            "/2.2.0/agencies/": [.respond(status: 200, body: try Self.page(ids: [1, 2], next: "{base}/page2"))],
            "/page2": [.respond(status: 200, body: try Self.page(ids: [3]))],
        ])
        let budget = RequestBudget(perHour: 5)
        let download = try await withTransport(TransportConfiguration(retry: .none, circuitBreaker: .disabled)) { transport in
            try await withLoopbackServer({ upstream.application(onRunning: $0) }) { base in
                return try await LaunchLibraryAgencySource(
                    mirrors: Mirrors([base]), transport: transport, budget: budget, pageSize: 2
                ).fetchAgencies()
            }
        }
        #expect(download.agencies.map(\.id) == [1, 2, 3])
        #expect(download.requestCount == 2)
        #expect(upstream.requestCount("/page2") == 1)
        // Two of the hour's five requests spent: three left.
        #expect((0..<4).map { _ in budget.take() } == [true, true, true, false])
        let document = try #require(download.documents.first)
        let list = try #require(try JSONSerialization.jsonObject(with: document.body) as? [String: Any])
        #expect(list["count"] as? Int == 3 && (list["results"] as? [Any])?.count == 3)
        #expect(document.path == "ll2/agencies.json")
    }

    @Test("a next page on another host is refused, and so is a body that is no list of agencies")
    func hostileAnswers() async throws {
        for body in [try Self.page(ids: [1], next: "http://elsewhere.example/page2"), #"{"results": 7}"#, "<html>"] {
            let upstream = ScriptedUpstream(["/2.2.0/agencies/": [.respond(status: 200, body: body)]])
            let outcome = try await withTransport(TransportConfiguration(retry: .none, circuitBreaker: .disabled)) { transport in
                await withLoopbackServerResult({ upstream.application(onRunning: $0) }) { base in
                    try await LaunchLibraryAgencySource(mirrors: Mirrors([base]), transport: transport, budget: RequestBudget(perHour: 5))
                        .fetchAgencies()
                }
            }
            guard case .failure(let error) = outcome else {
                Issue.record("accepted \(body)")
                continue
            }
            #expect(error is UpstreamFailure, "\(error)")
        }
    }

    /// A page of agencies in Launch Library 2's shape; `next` as given (nil: the last page).
    static func page(ids: [Int], next: String? = nil) throws -> String {
        let results = ids.map { ["id": $0, "name": "Agency \($0)", "type": "Commercial", "country_code": "USA"] as [String: Any] }
        let page: [String: Any] = ["count": 3, "next": next as Any? ?? NSNull(), "previous": NSNull(), "results": results]
        return String(decoding: try JSONSerialization.data(withJSONObject: page), as: UTF8.self)
    }
}

/// `almanac replay` serves a snapshot's agencies in Launch Library 2's pages, and the real source
/// reads them all back through them.
@Suite("Agencies through almanac replay")
struct AgencyReplayTests {
    @Test("the replay pages ll2/agencies.json 2 at a time and the source follows next to the end")
    func replayed() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: TestFixtures.directory.appendingPathComponent("agencies"))
        let download = try await withTransport(TransportConfiguration(retry: .none, circuitBreaker: .disabled)) { transport in
            try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
                try await LaunchLibraryAgencySource(mirrors: Mirrors([base]), transport: transport, budget: RequestBudget(perHour: 10), pageSize: 2)
                    .fetchAgencies()
            }
        }
        #expect(download.requestCount == 3)
        #expect(download.agencies.map(\.id) == [121, 44, 27, 147])
        #expect(download.skippedReasons.count == 1)
    }
}
