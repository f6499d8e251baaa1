import AlmanacCore
import AlmanacTestSupport
import Foundation
import Synchronization
import Testing

@Suite("Importing a snapshot, dataset by dataset")
struct ImportSnapshotTests {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "people.json: not an array" }
    }

    @Test("each present dataset is loaded or refused on its own; absent ones are not mentioned")
    func eachOnItsOwn() async throws {
        let parts: [ImportSnapshot.Part] = [
            .init(.spacex, isPresent: true) { "6 launches" },
            .init(.swapi, isPresent: true) { throw Refused() },
            .init(.facts, isPresent: false) {
                Issue.record("an absent dataset was loaded")
                return ""
            },
        ]
        let report = try await ImportSnapshot(directory: "/snap", store: InMemoryLaunchStore(), parts: parts)()
        #expect(report.imported == ["SpaceX: 6 launches"])
        #expect(report.refused == ["SWAPI: people.json: not an array"])
        #expect(report.kept.isEmpty)
    }

    @Test("a directory with no dataset's files is refused, naming what was expected")
    func nothingToImport() async throws {
        let parts = DatasetID.allCases.map { ImportSnapshot.Part($0, isPresent: false) { "" } }
        await #expect {
            _ = try await ImportSnapshot(directory: "/empty", store: InMemoryLaunchStore(), parts: parts)()
        } throws: { error in
            "\(error)"
                == "/empty holds no snapshot data (expected any of spacex/v4/*.json, ll2/*.json, swapi/*.json, chucknorris/jokes.json, openmeteo/, ll2/agencies.json, ll2/{astronauts,spacestations,spacecraft}.json)"
        }
    }

    @Test("only-if-empty keeps a dataset the store holds, without reading it")
    func onlyIfEmpty() async throws {
        let loads = Mutex(0)
        let parts: [ImportSnapshot.Part] = [
            .init(.spacex, isPresent: true) {
                loads.withLock { $0 += 1 }
                return "6 launches"
            }
        ]
        let store = try await TestFixtures.inMemoryStore()
        let kept = try await ImportSnapshot(directory: "/snap", store: store, parts: parts)(onlyIfEmpty: true)
        #expect(kept.kept == [.spacex] && kept.imported.isEmpty)
        #expect(loads.withLock { $0 } == 0)
        let loaded = try await ImportSnapshot(directory: "/snap", store: store, parts: parts)()
        #expect(loaded.imported == ["SpaceX: 6 launches"])
    }
}
