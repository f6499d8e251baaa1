import AlmanacCore
import AlmanacStore
import AlmanacTestSupport
import AlmanacUpstream
import AlmanacWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import PropertyBased
import Testing

/// Random and extreme JSON values in every snapshot file, through every decoder, use case,
/// formatter and page: each case must give a value or a typed error, never a trap or a 5xx.
/// The cases are drawn from a fixed seed, so every run checks the same ones.
@Suite("Decoders, formatters and pages under random hostile values")
struct DecoderPropertyTests {
    /// Values no upstream should send, each a known way to trap a careless conversion.
    static let extremes: [JSONTree] = [
        .raw("9223372036854775807"), .raw("-9223372036854775808"), .raw("18446744073709551616"), .raw("1e309"),
        .number(1e300), .number(-1e300), .number(.leastNonzeroMagnitude), .number(-1), .number(0), .number(0.5),
        .string(""), .string("NaN"), .string("100000000000000000000"), .string("-1e400"), .string("1,2,3.4.5"),
        .string(String(repeating: "x", count: 10_000)), .string(HostilePayloads.combiningQuote), .string(HostilePayloads.prependedTag),
        .string("97036-01-01T00:00:00.000Z"), .string("0000-00-00"), .string("2026-13-45T99:99"), .string("javascript:alert(1)"),
        .null, .bool(true), .array([]), .object([:]), .array(Array(repeating: .number(1e300), count: 50)),
    ]

    /// Every file of the fixture snapshot.
    static let files = [
        "spacex/v4/launches.json", "spacex/v4/rockets.json", "spacex/v4/company.json", "spacex/v4/launchpads.json",
        "swapi/people.json", "swapi/planets.json", "swapi/films.json", "swapi/starships.json", "swapi/species.json", "swapi/vehicles.json",
        "chucknorris/jokes.json", "chucknorris/categories.json",
        "openmeteo/forecast/copenhagen.json", "openmeteo/cities.json", "openmeteo/geocoding/springfield.json",
        "ll2/upcoming.json", "ll2/previous.json",
    ]

    /// Where a snapshot file's fixture lives: Launch Library's lists have their own folder (the
    /// main fixture snapshot has none, so its golden outputs stay SpaceX-only).
    static func fixture(_ file: String) -> URL {
        file.hasPrefix("ll2/")
            ? LaunchLibraryDecodingTests.fixtures.appendingPathComponent(file) : TestFixtures.directory.appendingPathComponent(file)
    }

    /// One case: a file, and which of its leaves become which extreme value.
    static let cases = zip(
        Gen.int(in: 0...(files.count - 1)),
        zip(Gen.int(in: 0...100_000), Gen.int(in: 0...(extremes.count - 1))).array(of: 1...4)
    )

    @Test("each case imports or is refused with a typed error, and every page and API answer is below 500")
    func hostileValues() async throws {
        var rng = Xoshiro(seed: (0x616C_6D61, 0x6E61_6321, 0x2026_1122, 0x0013))
        let fixtures = try Self.fixtureTrees()
        for _ in 0..<60 {
            let (fileIndex, mutations) = Self.cases.run(using: &rng)
            let file = Self.files[fileIndex]
            var tree = try #require(fixtures[file])
            for (leaf, extreme) in mutations where tree.leafCount > 0 {
                tree = tree.replacingLeaf(leaf % tree.leafCount, with: Self.extremes[extreme])
            }
            try await check(file: file, text: tree.text, description: "\(file) \(mutations)")
        }
    }

    private static func fixtureTrees() throws -> [String: JSONTree] {
        try Dictionary(
            uniqueKeysWithValues: files.map { file in
                (file, try JSONDecoder().decode(JSONTree.self, from: Data(contentsOf: fixture(file))))
            })
    }

    private func check(file: String, text: String, description: String) async throws {
        let folder = try TestFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("snapshot")
        try FileManager.default.copyItem(at: TestFixtures.directory, to: snapshot)
        try FileManager.default.copyItem(
            at: LaunchLibraryDecodingTests.fixtures.appendingPathComponent("ll2"), to: snapshot.appendingPathComponent("ll2"))
        try Data(text.utf8).write(to: snapshot.appendingPathComponent(file))

        let database = try await AppDatabase.temporary()
        let services = try await WebApp.services(database: database, load: false)
        for step in Self.imports(snapshot, database) {
            do {
                try await step()
            } catch {
                #expect(Self.isTyped(error), "\(description): untyped \(type(of: error)) \(error)")
            }
        }
        _ = try? await services.weather.cities.add(placeID: "2618425")
        let app = Application(router: try buildRouter(services: services, configuration: WebConfiguration(defaultTimeZone: TestFixtures.utc)))
        try await app.test(.router) { client in
            let launchID = try? await services.launches.browse(LaunchQuery(page: .first)).items.first?.launch.id
            let rocketID = try? await services.launches.rockets(RocketQuery()).first?.id
            var paths = [
                "/", "/spacex", "/launches", "/launches/upcoming.ics", "/spacex/rockets", "/swapi/people", "/swapi/planets/1",
                "/swapi/films/1",
                "/facts", "/facts/today", "/weather", "/weather/cities/1", "/status", "/api/v1/launches", "/api/v1/weather",
                "/api/v1/swapi/people/1", "/api/v1/facts/categories", "/api/v1/weather/cities/1/forecast", "/starred",
                "/starred/launches.ics", "/api/v1/starred",
            ]
            if let launchID { paths += ["/launches/\(launchID)", "/api/v1/launches/\(launchID)"] }
            if let rocketID { paths += ["/spacex/rockets/\(rocketID)", "/api/v1/spacex/rockets/\(rocketID)"] }
            for path in paths {
                let response = try await client.get(path)
                #expect(response.status.code < 500, "\(description): \(path) answered \(response.status.code)")
            }
        }
    }

    /// The datasets' imports, each its own step, as `almanac import` runs them.
    private static func imports(_ snapshot: URL, _ database: AppDatabase) -> [() async throws -> Void] {
        [
            {
                _ = try await SyncSpaceX(
                    source: SnapshotLaunchSource(directory: snapshot), store: SQLLaunchStore(database: database), checksAgainstStored: false)()
            },
            {
                _ = try await SyncLaunchLibrary(source: SnapshotLaunchLibrarySource(directory: snapshot), store: SQLLaunchStore(database: database))()
            },
            {
                _ = try await SyncGalaxy(
                    source: SnapshotGalaxySource(directory: snapshot), store: SQLGalaxyStore(database: database), checksAgainstStored: false)()
            },
            { try await ImportFacts(store: SQLFactStore(database: database))(try SnapshotFactsReader(directory: snapshot).read()) },
            { _ = try await ImportWeather(store: SQLWeatherStore(database: database))(try SnapshotWeatherReader(directory: snapshot).read()) },
        ]
    }

    /// The errors a refused snapshot may give: each says what was wrong.
    private static func isTyped(_ error: any Error) -> Bool {
        error is UpstreamFailure || error is SnapshotError || error is DecodingError || error is InvalidInput
    }
}
