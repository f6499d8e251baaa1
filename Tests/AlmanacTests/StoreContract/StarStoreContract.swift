import AlmanacCore
import Foundation
import Testing

/// What every star store does, with the `Stars` rules over it, run against each store kind.
@Suite("Star store contract")
struct StarStoreContract {
    /// Stores holding the SpaceX and SWAPI fixtures, and starring over them at a clock the test moves.
    private struct Starring {
        let stores: Stores
        let clock: Clock
        let stars: Stars

        init(_ kind: StoreKind) async throws {
            stores = try await kind.withSpaceX()
            try await stores.galaxy.replaceGalaxy(with: try await TestFixtures.galaxyDownload(), refreshedAt: TestFixtures.now)
            let clock = Clock(TestFixtures.now)
            self.clock = clock
            stars = Stars(
                store: stores.stars,
                targets: StarTargets(launches: stores.launches, astronauts: stores.astronauts, galaxy: stores.galaxy, facts: stores.facts),
                now: Now { clock.date })
        }

        /// Stars the record a minute after the last one.
        @discardableResult
        func star(_ kind: StarKind, _ id: String, for profile: ProfileID) async throws -> Star {
            clock.date = clock.date.addingTimeInterval(60)
            let star = try await stars.target(kind, id: id)
            try await stars.keep(star, for: profile)
            return star
        }
    }

    @Test("stars are listed newest first; starring again keeps one, now the newest; each profile has its own", arguments: StoreKind.available)
    func order(kind: StoreKind) async throws {
        let starring = try await Starring(kind)
        let launch = try #require(try await TestFixtures.download().catalog.launches.first)
        let (alice, bob) = (ProfileID.random(), ProfileID.random())
        for profile in [alice, bob] { try await starring.stores.profiles.touch(profile, at: TestFixtures.now) }
        try await starring.star(.launch, launch.id, for: alice)
        try await starring.star(.galaxy(.people), "1", for: alice)
        try await starring.star(.launch, launch.id, for: alice)
        try await starring.star(.galaxy(.planets), "1", for: bob)

        let listed = try await starring.stars.list(of: alice)
        #expect(listed.map(\.star.kind) == [.launch, .galaxy(.people)])
        #expect(listed.map(\.star.name) == [launch.name, "Luke Skywalker"])
        #expect(listed.map(\.isInData) == [true, true])
        #expect(try await starring.stars.list(of: bob).map(\.star.id) == ["1"])
        #expect(try await starring.stars.isStarred(.galaxy(.people), id: "1", by: alice))
        #expect(try await !starring.stars.isStarred(.galaxy(.people), id: "1", by: bob))

        #expect(try await starring.stars.unstar(.launch, id: launch.id, for: alice)?.name == launch.name)
        #expect(try await starring.stars.unstar(.launch, id: launch.id, for: alice) == nil)
        #expect(try await starring.stars.list(of: alice).map(\.star.name) == ["Luke Skywalker"])
    }

    @Test(
        "a star on a record the store lacks is refused with nothing stored; a booster's serial is found however it is typed",
        arguments: StoreKind.available)
    func unknownRecords(kind: StoreKind) async throws {
        let starring = try await Starring(kind)
        let profile = ProfileID.random()
        try await starring.stores.profiles.touch(profile, at: TestFixtures.now)
        await #expect(throws: NotFound.self) { try await starring.star(.launch, "no-such-launch", for: profile) }
        await #expect(throws: NotFound.self) { try await starring.star(.galaxy(.people), "9999", for: profile) }
        await #expect(throws: NotFound.self) { try await starring.star(.galaxy(.people), "-1", for: profile) }
        await #expect(throws: NotFound.self) { try await starring.star(.fact, "nothing", for: profile) }
        await #expect(throws: InvalidInput.self) { try await starring.star(.launch, String(repeating: "x", count: 65), for: profile) }
        #expect(try await starring.stores.stars.stars(of: profile).isEmpty)

        let serial = try #require(try await BrowseBoosters(store: starring.stores.launches)().first?.serial)
        let star = try await starring.star(.booster, serial.lowercased(), for: profile)
        #expect(star.id == serial && star.name == serial)
    }

    @Test("a profile holds at most the limit; starring one it holds again is no new star", arguments: StoreKind.available)
    func limit(kind: StoreKind) async throws {
        let stores = try await kind.open()
        let profile = ProfileID.random()
        let date = TestFixtures.now
        try await stores.profiles.touch(profile, at: date)
        try await stores.stars.star(Star(kind: .galaxy(.people), id: "1", name: "Luke", starredAt: date), for: profile, limit: 2)
        try await stores.stars.star(Star(kind: .galaxy(.people), id: "2", name: "C-3PO", starredAt: date), for: profile, limit: 2)
        try await stores.stars.star(Star(kind: .galaxy(.people), id: "2", name: "C-3PO", starredAt: date), for: profile, limit: 2)
        await #expect(throws: ProfileLimitReached.self) {
            try await stores.stars.star(Star(kind: .galaxy(.people), id: "3", name: "R2-D2", starredAt: date), for: profile, limit: 2)
        }
        // Same instant: the later star is still the newer.
        #expect(try await stores.stars.stars(of: profile).map(\.id) == ["2", "1"])
    }

    @Test(
        "a record a refresh removes stays listed, as no longer in the data; stars are exported and deleted with the profile",
        arguments: StoreKind.available)
    func lifecycle(kind: StoreKind) async throws {
        let starring = try await Starring(kind)
        let profile = ProfileID.random()
        try await starring.stores.profiles.touch(profile, at: TestFixtures.now)
        let download = try await TestFixtures.galaxyDownload()
        let leia = try #require(download.records[.people]?.first { $0.name == "Leia Organa" })
        try await starring.star(.galaxy(.people), String(leia.reference.id), for: profile)
        try await starring.star(.galaxy(.people), "1", for: profile)

        var records = download.records
        records[.people] = records[.people]?.filter { $0.reference != leia.reference }
        try await starring.stores.galaxy.replaceGalaxy(
            with: GalaxyDownload(records: records, documents: download.documents, origin: download.origin), refreshedAt: TestFixtures.now)
        let listed = try await starring.stars.list(of: profile)
        #expect(listed.map(\.star.name) == ["Luke Skywalker", "Leia Organa"])
        #expect(listed.map(\.isInData) == [true, false])
        // The home page's few: removed records skipped, looked up only until enough are found.
        let stored = try await starring.stars.stars(of: profile)
        #expect(try await starring.stars.inData(stored.reversed(), limit: 1).map(\.name) == ["Luke Skywalker"])
        #expect(try await starring.stars.inData(stored, limit: 5).map(\.name) == ["Luke Skywalker"])

        #expect(try await starring.stores.profiles.export(profile).stars.map(\.name) == ["Luke Skywalker", "Leia Organa"])
        try await starring.stores.profiles.delete(profile)
        #expect(try await starring.stores.stars.stars(of: profile).isEmpty)
        #expect(try await starring.stores.profiles.export(profile).stars.isEmpty)
    }

    @Test(
        "a profile's calendar token is made once (two first askings agree), opens only its starred launches, and goes with the profile",
        arguments: StoreKind.available)
    func calendarToken(kind: StoreKind) async throws {
        let starring = try await Starring(kind)
        let (alice, bob) = (ProfileID.random(), ProfileID.random())
        for profile in [alice, bob] { try await starring.stores.profiles.touch(profile, at: TestFixtures.now) }
        let launch = try #require(try await TestFixtures.download().catalog.launches.first)
        try await starring.star(.launch, launch.id, for: alice)
        try await starring.star(.galaxy(.people), "1", for: alice)

        #expect(try await starring.stores.stars.feedToken(of: alice) == nil)
        async let first = starring.stars.feedToken(for: alice)
        async let second = starring.stars.feedToken(for: alice)
        let token = try await first
        #expect(try await second == token && token.count == 32)
        #expect(try await starring.stores.stars.keepFeedToken(ProfileID.random().rawValue, for: alice) == token, "the first token stays")
        #expect(try await starring.stars.starredLaunches(feedToken: token) == [launch.id])
        // The owner at its revision, which a star or an unstar counts (what is kept of its calendar goes stale).
        let owner = try #require(try await starring.stars.feedOwner(token: token))
        #expect(owner.profile == alice)
        try await starring.stars.unstar(.galaxy(.people), id: "1", for: alice)
        #expect(try await starring.stars.feedOwner(token: token) == ProfileRevision(profile: alice, revision: owner.revision + 1))
        #expect(try await starring.stars.feedToken(for: bob) != token)
        #expect(try await starring.stars.starredLaunches(feedToken: ProfileID.random().rawValue) == nil)
        #expect(try await starring.stars.starredLaunches(feedToken: alice.rawValue) == nil, "the profile's own id is not its calendar's")
        #expect(try await starring.stars.starredLaunches(feedToken: "local") == nil)

        try await starring.stores.profiles.delete(alice)
        #expect(try await starring.stars.starredLaunches(feedToken: token) == nil)
    }

    @Test(
        "a calendar's owner, polled again, shows at once a star or a deletion committed since by another server",
        arguments: StoreKind.available)
    func calendarOwnerAcrossServers(kind: StoreKind) async throws {
        let (here, elsewhere) = try await kind.openTwice()
        let alice = ProfileID.random()
        try await here.profiles.touch(alice, at: TestFixtures.now)
        let token = try await here.stars.keepFeedToken(ProfileID.random().rawValue, for: alice)
        let owner = try #require(try await here.stars.owner(ofFeedToken: token))
        #expect(try await here.stars.owner(ofFeedToken: token) == owner, "polled again with nothing committed between")

        let star = Star(kind: .launch, id: "a-launch", name: "A launch", starredAt: TestFixtures.now)
        try await elsewhere.stars.star(star, for: alice, limit: 10)
        #expect(try await here.stars.owner(ofFeedToken: token) == ProfileRevision(profile: alice, revision: owner.revision + 1))
        try await elsewhere.profiles.delete(alice)
        #expect(try await here.stars.owner(ofFeedToken: token) == nil, "the calendar went with its profile")
    }

    @Test("a store copy keeps each profile's stars and its calendar token, so a subscribed calendar keeps working", arguments: StoreKind.available)
    func copied(kind: StoreKind) async throws {
        let (source, target) = (try await Starring(.sqlite), try await Starring(kind))
        let profile = ProfileID.random()
        try await source.stores.profiles.touch(profile, at: TestFixtures.now)
        let launch = try #require(try await TestFixtures.download().catalog.launches.first)
        try await source.star(.launch, launch.id, for: profile)
        let token = try await source.stars.feedToken(for: profile)

        func side(_ stores: Stores) -> CopyProfiles.Side {
            CopyProfiles.Side(
                profiles: stores.profiles, weather: stores.weather, facts: stores.facts, galaxy: stores.galaxy, stars: stores.stars,
                pushes: stores.pushes)
        }
        #expect(try await CopyProfiles(from: side(source.stores), to: side(target.stores))().stars == 1)
        #expect(try await target.stars.starredLaunches(feedToken: token) == [launch.id])
    }
}
