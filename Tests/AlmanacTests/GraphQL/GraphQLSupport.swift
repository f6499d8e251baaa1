import AlmanacCore
import AlmanacGraphQL
import AlmanacStore
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Synchronization
import Testing

@testable import AlmanacServer

/// Runs GraphQL documents against stores, as the server and the CLI do, and reads the answers.
struct GraphQLHarness: Sendable {
    let services: GraphServices
    /// The schema with the datasets' sections of `services`, as the server builds it.
    let graph: AlmanacGraph
    var profile: ProfileID? = nil

    init(services: GraphServices) throws {
        self.services = services
        graph = try AlmanacGraph(sections: services.sections)
    }

    /// The fixtures' stores (`WebApp.services`), the SWAPI one wrapped as `wrap` says.
    static func fixtures(wrap: (any GalaxyStore) -> any GalaxyStore = { $0 }) async throws -> GraphQLHarness {
        let database = try await AppDatabase.temporary()
        _ = try await WebApp.services(database: database, load: true)
        return try GraphQLHarness(services: services(database, galaxy: wrap(SQLGalaxyStore(database: database))))
    }

    private static func services(_ database: AppDatabase, galaxy: any GalaxyStore) -> GraphServices {
        let composition = Composition.over(database, galaxy: galaxy)
        return composition.graphServices(status: ReportStatus(store: composition.datasets, hosts: [:], circuits: [], intervals: [:]))
    }

    /// The fixtures with Launch Library 2's fixture launches beside them.
    static func fixturesWithLaunchLibrary() async throws -> GraphQLHarness {
        let database = try await AppDatabase.temporary()
        _ = try await WebApp.services(database: database, load: true)
        try await SyncLaunchLibrary(
            source: SnapshotLaunchLibrarySource(directory: LaunchLibraryDecodingTests.fixtures), store: SQLLaunchStore(database: database),
            now: .fixed(TestFixtures.now))()
        return try GraphQLHarness(services: services(database, galaxy: SQLGalaxyStore(database: database)))
    }

    /// A store holding the whole SWAPI snapshot of `ALMANAC_SNAPSHOT`, and `galaxy` wrapped as `wrap` says.
    static func fullGalaxy(wrap: (any GalaxyStore) -> any GalaxyStore = { $0 }) async throws -> GraphQLHarness {
        let directory = try #require(TestFixtures.fullSnapshot)
        let database = try await AppDatabase.temporary()
        let galaxy = SQLGalaxyStore(database: database)
        try await galaxy.replaceGalaxy(with: try await SnapshotGalaxySource(directory: directory).fetchGalaxy(), refreshedAt: TestFixtures.now)
        return try GraphQLHarness(services: services(database, galaxy: wrap(galaxy)))
    }

    /// A harness over the full snapshot or the fixtures whose SWAPI store counts its reads.
    static func counting(fullSnapshot: Bool) async throws -> (GraphQLHarness, CountingGalaxyStore) {
        let counting = Mutex<CountingGalaxyStore?>(nil)
        let wrap: (any GalaxyStore) -> any GalaxyStore = { store in
            let wrapped = CountingGalaxyStore(store)
            counting.withLock { $0 = wrapped }
            return wrapped
        }
        let harness = fullSnapshot ? try await fullGalaxy(wrap: wrap) : try await fixtures(wrap: wrap)
        return (harness, try #require(counting.withLock { $0 }))
    }

    /// The JSON answer to `query`, decoded.
    func run(_ query: String, variables: String? = nil, operationName: String? = nil) async throws -> GraphAnswer {
        let request = try GraphRequest(query: query, variablesJSON: variables, operationName: operationName)
        let profile = self.profile
        let response = await graph.execute(request, services: services, viewer: GraphViewer(profile: { profile }, day: "2026-11-21"))
        return GraphAnswer(response: response, json: try JSONSerialization.jsonObject(with: response.body) as? [String: Any] ?? [:])
    }
}

/// A GraphQL answer: its `data` and the messages of its `errors`.
struct GraphAnswer: @unchecked Sendable {
    let response: GraphResponse
    let json: [String: Any]

    var data: [String: Any]? { json["data"] as? [String: Any] }
    var errors: [String] { (json["errors"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String } }

    /// The value at a path of keys and indices: `answer["person", "homeworld", "name"]`.
    subscript(_ path: Any...) -> Any? {
        var current: Any? = data
        for step in path {
            switch (current, step) {
            case (let object as [String: Any], let key as String): current = object[key]
            case (let array as [Any], let index as Int): current = index < array.count ? array[index] : nil
            default: return nil
            }
        }
        return current is NSNull ? nil : current
    }
}
