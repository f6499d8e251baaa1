import AlmanacCore
import AlmanacReplay
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// `almanac replay` serves a snapshot's astronauts, stations and spacecraft in Launch Library 2's pages, and
/// the real source reads them back through them, every page from the launches' hourly budget.
@Suite("Astronauts through almanac replay")
struct AstronautReplayTests {
    @Test("the three lists paged 2 at a time, next followed to the end, each page from the budget, kept as one list each")
    func replayed() async throws {
        let replay = try ReplayUpstream(snapshotDirectory: AstronautStoreContract.fixture)
        let budget = RequestBudget(perHour: 10)
        let download = try await withTransport(TransportConfiguration(retry: .none, circuitBreaker: .disabled)) { transport in
            try await withLoopbackServer({ replay.application(onRunning: $0) }) { base in
                try await LaunchLibraryAstronautSource(mirrors: Mirrors([base]), transport: transport, budget: budget, pageSize: 2)
                    .fetchAstronauts()
            }
        }
        // Five astronaut objects (two unreadable) in three pages, three stations in two, four
        // spacecraft (one unreadable) in two.
        #expect(download.requestCount == 7)
        #expect(download.astronauts.map(\.id) == [276, 582, 1] && download.stations.map(\.id) == [4, 18, 5])
        #expect(download.spacecraft.map(\.id) == [6, 1, 7])
        #expect(download.skippedReasons.count == 3)
        #expect(download.documents.map(\.path) == ["ll2/astronauts.json", "ll2/spacestations.json", "ll2/spacecraft.json"])
        #expect((0..<4).map { _ in budget.take() } == [true, true, true, false], "seven of the hour's ten requests were spent")
    }

    @Test("a spent budget fails the refresh before any request, naming the wait")
    func budgetSpent() async throws {
        let budget = RequestBudget(perHour: 1)
        #expect(budget.take())
        await #expect(throws: UpstreamFailure.self) {
            try await withTransport(TransportConfiguration(retry: .none, circuitBreaker: .disabled)) { transport in
                try await LaunchLibraryAstronautSource(mirrors: Mirrors([TestFixtures.unreachableURL]), transport: transport, budget: budget)
                    .fetchAstronauts()
            }
        }
    }
}
