import AlmanacCore
import AlmanacTestSupport
import AlmanacUpstream
import Foundation
import Testing

/// Astronauts, stations and spacecraft read from the hand-written fixture (both Launch Library 2 releases'
/// shapes, hostile fields) and kept by every store kind.
@Suite("Astronaut store contract")
struct AstronautStoreContract {
    static let fixture = TestFixtures.directory.appendingPathComponent("astronauts")

    private func stores(_ kind: StoreKind) async throws -> (Stores, SyncAstronauts.Summary) {
        let stores = try await kind.open()
        let summary = try await SyncAstronauts(
            source: SnapshotAstronautSource(directory: Self.fixture), store: stores.astronauts, now: .fixed(TestFixtures.now),
            checksAgainstStored: false)()
        return (stores, summary)
    }

    @Test("2.2.0 and 2.3.0 shapes are both read; an unreadable record is skipped and named, never the file", arguments: StoreKind.available)
    func imported(kind: StoreKind) async throws {
        let (stores, summary) = try await stores(kind)
        #expect(summary.astronauts == 3 && summary.stations == 3 && summary.spacecraft == 3 && summary.skipped == 3)
        #expect(try await stores.astronauts.astronauts().map(\.name) == ["Jessica Watkins", "Peggy Whitson", "Yuri Gagarin"])
        let whitson = try #require(try await stores.astronauts.astronaut(id: 276))
        #expect(whitson.nationalities == ["American"] && whitson.agency?.abbreviation == "AXS")
        #expect(whitson.imageURL == "https://example.org/whitson.jpg", "2.3.0's image object")
        #expect(whitson.flights.map(\.launchID) == ["launch-sts111", "launch-ax4"], "oldest first")
        let watkins = try #require(try await stores.astronauts.astronaut(id: 582))
        #expect(watkins.nationalities == ["American"] && watkins.inSpace == true && watkins.condition == .inSpace, "2.2.0's shape")
        #expect(watkins.imageURL == nil, "only a web address is kept as a picture")
        let gagarin = try #require(try await stores.astronauts.astronaut(id: 1))
        #expect(gagarin.flights.isEmpty && gagarin.condition == .deceased, "a flights field of another shape reads as none")
        let stations = try await stores.astronauts.stations()
        let iss = try #require(stations.first { $0.id == 4 })
        #expect(iss.onboardCrew == 8 && iss.docked.map(\.spacecraft) == ["Crew Dragon Freedom"] && iss.docked.first?.launchID == "launch-crew4")
        #expect(iss.expeditions.first?.crew.map(\.name) == ["Someone Unknown", "Jessica Watkins"], "a crew member of an unknown role stays")
        #expect(stations.first { $0.id == 18 }?.onboardCrew == 3, "a count sent as text")
        #expect(iss.docked.first?.spacecraftID == 6, "a docked vehicle names its kind")
        #expect(try await stores.datasets.recordCounts(of: .astronauts).map(\.count) == [3, 3, 3])
        let documents = try await stores.datasets.documents(of: .astronauts)
        #expect(documents.map(\.path) == ["ll2/astronauts.json", "ll2/spacecraft.json", "ll2/spacestations.json"])
        #expect(documents.first?.body == (try Data(contentsOf: Self.fixture.appendingPathComponent("ll2/astronauts.json"))))
    }

    @Test("the one search box finds a person by name", arguments: StoreKind.available)
    func searchable(kind: StoreKind) async throws {
        let (stores, _) = try await stores(kind)
        let found = try await stores.search.searchEntries(matching: try SearchText(parsing: "whitson"), limit: 10)
        #expect(found.map(\.kind) == [.astronaut] && found.map(\.key) == ["276"])
    }

    @Test("a refresh that would empty or renumber the people is refused and keeps them", arguments: StoreKind.available)
    func guarded(kind: StoreKind) async throws {
        let (stores, _) = try await stores(kind)
        struct Empty: AstronautSource {
            func fetchAstronauts() async throws -> AstronautDownload {
                AstronautDownload(astronauts: [], stations: [], documents: [], origin: .upstream("http://127.0.0.1:9"), requestCount: 1)
            }
        }
        await #expect(throws: UpstreamFailure.self) { try await SyncAstronauts(source: Empty(), store: stores.astronauts)() }
        #expect(try await stores.astronauts.astronauts().count == 3)
    }

    @Test("spacecraft: odd fields read as missing, never a number out of range, a script or a javascript: link", arguments: StoreKind.available)
    func spacecraft(kind: StoreKind) async throws {
        let (stores, _) = try await stores(kind)
        let all = try await stores.astronauts.spacecraft()
        #expect(all.map(\.name) == ["Cargo Dragon 2", "Crew Dragon 2", "Soyuz"], "by name; the record without a numeric id is skipped")
        let dragon = try #require(all.first { $0.id == 6 })
        #expect(dragon.type == "Capsule" && dragon.agency == "SpaceX" && dragon.inUse && dragon.humanRated == true && dragon.crewCapacity == 4)
        #expect(dragon.diameter == 3.7 && dragon.launchCount == 22 && dragon.vehiclesFlown == 7 && dragon.maidenFlight == "2019-03-02")
        #expect(dragon.imageURL == "https://example.org/dragon.jpg" && dragon.wikiURL == nil, "a javascript: link is dropped")
        let soyuz = try #require(all.first { $0.id == 1 })
        #expect(soyuz.type == nil && soyuz.height == nil && soyuz.maidenFlight == nil && soyuz.launchCount == 79 && soyuz.imageURL == nil)
        #expect(soyuz.wikiURL == "https://en.wikipedia.org/wiki/Soyuz_(spacecraft)" && !soyuz.inUse)
        #expect(all.first { $0.id == 7 }?.crewCapacity == nil, "a crew capacity of 0 is none")
    }
}
