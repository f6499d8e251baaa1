import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

@Suite("Launch use cases over the in-memory store")
struct LaunchUseCaseTests {
    @Test("no launch is dropped for missing optional fields, and rockets resolve to names")
    func everyLaunchListed() async throws {
        let store = try await TestFixtures.inMemoryStore()
        let page = try await BrowseLaunches(store: store)(LaunchQuery(page: PageRequest(limit: 100)))
        #expect(page.total == 6)
        let demoSat = try #require(page.items.first { $0.launch.name == "DemoSat" })
        #expect(demoSat.rocket?.name == "Falcon 1")
        #expect(demoSat.launch.links == LaunchLinks())
    }

    @Test("filters combine: year, outcome, search without case or accents, rocket by name")
    func combinedFilters() async throws {
        let store = try await TestFixtures.inMemoryStore()
        let browse = BrowseLaunches(store: store)
        let query = try LaunchQuery(period: .year(2020), outcome: .success, search: "ecran", links: [.rocket: "falcon 9"], page: PageRequest())
        let page = try await browse(query)
        #expect(page.items.map(\.launch.id) == ["l3"])
        #expect(try await browse(LaunchQuery(outcome: .unknown, page: PageRequest())).items.map(\.launch.id) == ["l4"])
        #expect(try await browse(LaunchQuery(outcome: .upcoming, page: PageRequest())).items.map(\.launch.id) == ["l5"])
    }

    @Test("a launch site by id, short name or full name; an unknown one lists the sites stored")
    func launchSite() async throws {
        let browse = BrowseLaunches(store: try await TestFixtures.inMemoryStore())
        for name in ["p2", "ksc lc 39a", "Kennedy Space Center Historic Launch Complex 39A"] {
            #expect(
                try await browse(LaunchQuery(links: [.pad: name], page: PageRequest())).items.map(\.launch.id) == ["l4", "l3", "l5"],
                "newest first, the launch known only to its quarter last")
        }
        let both = try await browse(LaunchQuery(links: [.pad: "p1", .rocket: "Falcon 1"], page: PageRequest()))
        #expect(both.items.map(\.launch.id) == ["l1"])
        await #expect(
            throws: InvalidInput.unknown(
                LaunchLink.pad.field, "\(LaunchLink.pad.field) must be a launch pad id or one of: Kwajalein Atoll, KSC LC 39A (got \"Cape\")")
        ) {
            try await browse(LaunchQuery(links: [.pad: "Cape"], page: PageRequest()))
        }
    }

    @Test("equal dates are ordered by flight number in the sort's direction")
    func tiesByFlightNumber() async throws {
        let store = try await TestFixtures.inMemoryStore()
        let browse = BrowseLaunches(store: store)
        let ascending = try await browse(LaunchQuery(period: .year(2020), sort: .ascending, page: PageRequest()))
        #expect(ascending.items.map(\.launch.id) == ["l3", "l6", "l4"])
        let descending = try await browse(LaunchQuery(period: .year(2020), sort: .descending, page: PageRequest()))
        #expect(descending.items.map(\.launch.id) == ["l4", "l6", "l3"])
    }

    @Test("an unknown rocket is refused with the rocket names that exist")
    func unknownRocket() async throws {
        let store = try await TestFixtures.inMemoryStore()
        await #expect(
            throws: InvalidInput.unknown(
                LaunchLink.rocket.field, "\(LaunchLink.rocket.field) must be a rocket id or one of: Falcon 1, Falcon 9 (got \"Saturn V\")")
        ) {
            try await BrowseLaunches(store: store)(LaunchQuery(links: [.rocket: "Saturn V"], page: PageRequest()))
        }
    }

    @Test("a page past the end is empty but keeps the true total")
    func pastTheEnd() async throws {
        let store = try await TestFixtures.inMemoryStore()
        let page = try await BrowseLaunches(store: store)(LaunchQuery(page: PageRequest(page: 9, limit: 20)))
        #expect(page.items.isEmpty)
        #expect(page.total == 6)
        #expect(!page.hasNextPage)
    }

    @Test("launch detail resolves rocket and launchpad; a dangling pad is simply absent")
    func detail() async throws {
        let store = try await TestFixtures.inMemoryStore()
        let show = ShowLaunch(store: store)
        let first = try await show(id: "l1")
        #expect(first.rocket?.name == "Falcon 1")
        #expect(first.launchpad?.name == "Kwajalein Atoll")
        #expect(try await show(id: "l6").launchpad == nil)
        await #expect(throws: NotFound(.launch, id: "zz")) { try await show(id: "zz") }
    }

    @Test("per-year counts fill the years without launches; every other year is the store's count")
    func countsPerYear() async throws {
        let store = try await TestFixtures.inMemoryStore()
        let counts = try await CountLaunchesPerYear(store: store)()
        #expect(counts.first?.year == 2006)
        #expect(counts.last?.year == 2030)
        #expect(counts.count == 25)
        let year2020 = try #require(counts.first { $0.year == 2020 })
        #expect((year2020.success, year2020.unknown, year2020.total) == (2, 1, 3))
        let stored = try await store.launchCountsByYear()
        #expect(stored.count > 2)
        for year in counts {
            #expect(year == stored.first { $0.year == year.year } ?? LaunchYearCounts(year: year.year))
        }
    }

    /// Four rockets stored in an order no sort gives, with values that make every sort key
    /// order them differently (an unknown value always last).
    private static func rocketStore() async throws -> InMemoryLaunchStore {
        func rocket(_ name: String, active: Bool, firstFlight: String?, successRate: Int?, cost: Int64?) -> Rocket {
            Rocket(
                id: name.lowercased(), name: name, type: "rocket", isActive: active, stages: nil, boosters: nil,
                costPerLaunch: cost, successRatePercent: successRate, firstFlight: firstFlight, country: nil, company: nil,
                wikipedia: nil, description: nil, heightMeters: nil, diameterMeters: nil, massKilograms: nil, engines: nil,
                landingLegs: nil, payloadWeights: [], images: []
            )
        }
        let fixture = try await TestFixtures.download()
        let rockets = [
            rocket("Charlie", active: false, firstFlight: nil, successRate: 99, cost: 20),
            rocket("Alpha", active: true, firstFlight: "2010-06-04", successRate: 50, cost: 30),
            rocket("Delta", active: true, firstFlight: "2001-01-01", successRate: 80, cost: nil),
            rocket("Bravo", active: false, firstFlight: "2005-05-05", successRate: nil, cost: 10),
        ]
        let catalog = SpaceXCatalog(company: fixture.catalog.company, launches: fixture.catalog.launches, rockets: rockets, launchpads: [])
        let store = InMemoryLaunchStore()
        try await store.replaceSpaceX(with: SpaceXDownload(catalog: catalog, documents: [], origin: fixture.origin), refreshedAt: TestFixtures.now)
        return store
    }

    @Test(
        "rockets: every sort key gives its own order from a scrambled store, unknown values last; the active filter keeps that order",
        arguments: [
            (RocketSort.name, ["Alpha", "Bravo", "Charlie", "Delta"]),
            (.firstFlight, ["Delta", "Bravo", "Alpha", "Charlie"]),
            (.successRate, ["Charlie", "Delta", "Alpha", "Bravo"]),
            (.cost, ["Bravo", "Charlie", "Alpha", "Delta"]),
        ])
    func rockets(sort: RocketSort, expected: [String]) async throws {
        let browse = BrowseRockets(store: try await Self.rocketStore())
        #expect(try await browse(RocketQuery(sort: sort)).map(\.name) == expected)
        #expect(try await browse(RocketQuery(activeOnly: true, sort: sort)).map(\.name) == expected.filter { ["Alpha", "Delta"].contains($0) })
    }

    @Test("rocket query parsing refuses unknown sort keys and active values")
    func rocketQueryParsing() throws {
        #expect(try RocketQuery(parsingActive: "true", sort: "cost") == RocketQuery(activeOnly: true, sort: .cost))
        #expect(throws: InvalidInput.self) { try RocketQuery(parsingActive: "maybe", sort: nil) }
        #expect(throws: InvalidInput.self) { try RocketQuery(parsingActive: nil, sort: "weight") }
    }
}
