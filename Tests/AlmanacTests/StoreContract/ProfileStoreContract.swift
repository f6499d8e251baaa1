import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

/// What every profile store does, run against each store kind.
@Suite("Profile store contract")
struct ProfileStoreContract {
    @Test(
        "profiles unused past the age are deleted with all they hold; the local profile is emptied, never removed; a move code works once",
        arguments: StoreKind.available)
    func expiryAndCodes(kind: StoreKind) async throws {
        let stores = try await kind.open()
        let weather = stores.weather
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let clock = Clock(start)
        let profiles = Profiles(store: stores.profiles, now: Now { clock.date })
        let (old, fresh) = (ProfileID.random(), ProfileID.random())
        for profile in [old, fresh] {
            try await profiles.touch(profile)
            _ = try await weather.addCity(try NewCity(name: "Home", latitude: 1, longitude: 2), for: profile)
        }
        clock.date = start.addingTimeInterval(100 * 24 * 3600)
        try await profiles.touch(fresh)
        clock.date = start.addingTimeInterval(181 * 24 * 3600)
        #expect(try await profiles.expire() == 1)
        #expect(try await profiles.lastUsed(old) == nil)
        #expect(try await weather.savedCities(of: old).isEmpty)
        #expect(try await weather.savedCities(of: fresh).count == 1)
        let code = try await profiles.makeMoveCode(for: fresh)
        #expect(try await profiles.redeem(moveCode: code) == fresh)
        #expect(try await profiles.redeem(moveCode: code) == nil)
        let late = try await profiles.makeMoveCode(for: fresh)
        clock.date = clock.date.addingTimeInterval(16 * 60)
        #expect(try await profiles.redeem(moveCode: late) == nil)
        _ = try await weather.addCity(try NewCity(name: "Here", latitude: 3, longitude: 4), for: .local)
        try await profiles.delete(.local)
        #expect(try await profiles.lastUsed(.local) != nil)
        #expect(try await weather.savedCities(of: .local).isEmpty)
    }

    @Test(
        "a profile read again shows at once every change committed since, by this process or another, to it or to what it holds",
        arguments: StoreKind.available)
    func readAgainAfterChanges(kind: StoreKind) async throws {
        let (here, elsewhere) = try await kind.openTwice()
        let (visitor, other) = (ProfileID.random(), ProfileID.random())
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        try await here.profiles.startVisitor(visitor, at: start)
        try await here.profiles.startVisitor(other, at: start)
        // Read twice with nothing committed between: the same row (kept, where the engine keeps it).
        let first = try #require(try await here.profiles.record(visitor))
        #expect(try await here.profiles.record(visitor) == first)
        #expect(!first.hasReturned)

        try await elsewhere.profiles.markReturned(visitor, at: start.addingTimeInterval(60))
        #expect(try await here.profiles.record(visitor)?.hasReturned == true, "another process's change")
        try await elsewhere.profiles.savePreferences(ProfilePreferences(units: .imperial), for: visitor)
        #expect(try await here.profiles.record(visitor)?.preferences.units == .imperial)
        let revision = try #require(try await here.profiles.record(visitor)?.revision)
        _ = try await elsewhere.weather.addCity(try NewCity(name: "Home", latitude: 1, longitude: 2), for: visitor)
        #expect(try await here.profiles.record(visitor)?.revision ?? 0 > revision, "what it holds changed elsewhere")
        try await here.profiles.touch(visitor, at: start.addingTimeInterval(3600))
        #expect(try await here.profiles.record(visitor)?.lastUsedAt == start.addingTimeInterval(3600), "this process's change")
        // Another profile's change lets nothing stale through either.
        try await elsewhere.profiles.savePreferences(ProfilePreferences(safeMode: .off), for: other)
        #expect(try await here.profiles.record(other)?.preferences.safeMode == .off)
        #expect(try await here.profiles.record(visitor)?.preferences.units == .imperial)
        try await elsewhere.profiles.delete(visitor)
        #expect(try await here.profiles.record(visitor) == nil, "deleted elsewhere")
    }

    @Test(
        "a profile's preferences, searches, views and cities are its own, exported together and deleted together",
        arguments: StoreKind.available)
    func holdings(kind: StoreKind) async throws {
        let stores = try await kind.withGalaxy()
        let (alice, bob) = (ProfileID.random(), ProfileID.random())
        let now = TestFixtures.now
        #expect(try await stores.profiles.record(alice) == nil)
        for profile in [alice, bob] { try await stores.profiles.touch(profile, at: now) }
        try await stores.profiles.savePreferences(ProfilePreferences(units: .imperial, safeMode: .off), for: alice)
        _ = try await stores.weather.addCity(try NewCity(name: "Home", latitude: 1, longitude: 2), for: alice)
        try await stores.facts.recordSearch(try FactSearchTerm(parsing: "kick"), at: now, for: alice)
        try await stores.galaxy.noteViewed(GalaxyReference(.people, 1), at: now, by: alice)
        try await stores.facts.recordSearch(try FactSearchTerm(parsing: "code"), at: now, for: bob)

        let record = try #require(try await stores.profiles.record(alice))
        #expect(record.lastUsedAt == now && record.preferences == ProfilePreferences(units: .imperial, safeMode: .off))
        let export = try await stores.profiles.export(alice)
        #expect(export.createdAt == now && export.savedCities.map(\.name) == ["Home"])
        #expect(export.recentSearches.map(\.term) == ["kick"] && export.recentlyViewed == [GalaxyReference(.people, 1)])
        #expect(try await stores.facts.recentSearches(of: bob).map(\.term) == ["code"])
        let every = try await stores.profiles.everyProfile()
        #expect(every.first == .local && Set(every) == [.local, alice, bob])

        try await stores.profiles.delete(alice)
        #expect(try await stores.profiles.record(alice) == nil)
        let emptied = try await stores.profiles.export(alice)
        #expect(emptied.savedCities.isEmpty && emptied.recentSearches.isEmpty && emptied.recentlyViewed.isEmpty)
        #expect(try await stores.facts.recentSearches(of: bob).count == 1, "another profile keeps what it holds")
    }

    @Test(
        "every change to what a profile holds counts a revision of that profile, whoever makes it; reads, touches and other profiles' changes do not",
        arguments: StoreKind.available)
    func revisions(kind: StoreKind) async throws {
        let stores = try await kind.withGalaxy()
        let (ann, bob) = (ProfileID.random(), ProfileID.random())
        let now = TestFixtures.now
        for profile in [ann, bob] { try await stores.profiles.touch(profile, at: now) }
        var seen = try #require(try await stores.profiles.record(ann)).revision
        /// Runs `change` and checks that it counted exactly one new revision of Ann's, and none of Bob's.
        func expectCounted(_ what: Comment, _ change: () async throws -> Void) async throws {
            let bobBefore = try await stores.profiles.record(bob)?.revision
            try await change()
            let revision = try #require(try await stores.profiles.record(ann)).revision
            #expect(revision > seen, what)
            #expect(try await stores.profiles.record(bob)?.revision == bobBefore, what)
            seen = revision
        }
        try await expectCounted("preferences") {
            try await stores.profiles.savePreferences(ProfilePreferences(units: .imperial), for: ann)
        }
        var city = try await stores.weather.addCity(try NewCity(name: "Home", latitude: 1, longitude: 2), for: ann)
        try await expectCounted("a city added") {
            city = try await stores.weather.addCity(try NewCity(name: "Work", latitude: 3, longitude: 4), for: ann)
        }
        try await expectCounted("a city moved") { _ = try await stores.weather.moveCity(id: city.id, to: 1, of: ann) }
        try await expectCounted("a city's zone learnt") { try await stores.weather.setTimeZone("Europe/Oslo", ofCity: city.id) }
        try await expectCounted("a city removed") { _ = try await stores.weather.removeCity(id: city.id, of: ann) }
        try await expectCounted("a city restored") { _ = try await stores.weather.restoreCity(id: city.id, of: ann) }
        try await expectCounted("a search") { try await stores.facts.recordSearch(try FactSearchTerm(parsing: "kick"), at: now, for: ann) }
        try await expectCounted("searches cleared") { try await stores.facts.clearRecentSearches(of: ann) }
        try await expectCounted("a record viewed") { try await stores.galaxy.noteViewed(GalaxyReference(.people, 1), at: now, by: ann) }
        try await expectCounted("a star") {
            try await stores.stars.star(Star(kind: .galaxy(.people), id: "1", name: "Luke", starredAt: now), for: ann, limit: 10)
        }
        try await expectCounted("a star taken back") { _ = try await stores.stars.unstar(.galaxy(.people), id: "1", for: ann) }
        try await expectCounted("a calendar token") { _ = try await stores.stars.keepFeedToken("token-ann", for: ann) }
        try await expectCounted("a reminder lead") { try await stores.pushes.setReminderLead(.oneDay, for: ann) }
        let reminders = PushReminders(store: stores.pushes, now: .fixed(now))
        let phone = PushStoreContract.subscription("phone")
        var device: PushSubscription?
        try await expectCounted("a device subscribed") {
            device = try await reminders.subscribe(endpoint: phone.endpoint, p256dh: phone.p256dh, auth: phone.auth, for: ann)
        }
        let subscription = try #require(device)
        let notice = PushNotice(kind: .launched, launchID: "x", launchName: "X", net: now, precision: .minute, lead: .oneDay)
        _ = try await stores.pushes.enqueue([QueuedPush(subscriptionID: subscription.id, notice: notice, payload: "{}")], at: now)
        let due = try await stores.pushes.takeDue(at: now, lease: 60)
        try await expectCounted("a device its push service says is gone") {
            try await stores.pushes.settle(due.map { ($0, .subscriptionGone) }, at: now)
        }

        // Reads and marks of use change nothing a page shows.
        _ = try await stores.weather.savedCities(of: ann)
        _ = try await stores.facts.recentSearches(of: ann)
        try await stores.profiles.touch(ann, at: now.addingTimeInterval(60))
        try await stores.profiles.markReturned(ann, at: now.addingTimeInterval(60))
        #expect(try await stores.profiles.record(ann)?.revision == seen)
    }

    @Test(
        "a visitor's profile that never comes back goes after a day; one that came back, or a copied one, stays",
        arguments: StoreKind.available)
    func unreturnedProfiles(kind: StoreKind) async throws {
        let stores = try await kind.open()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let clock = Clock(start)
        let profiles = Profiles(store: stores.profiles, now: Now { clock.date })
        let (once, returning, copied) = (ProfileID.random(), ProfileID.random(), ProfileID.random())
        for profile in [once, returning] {
            try await profiles.startVisitor(profile)
            _ = try await stores.weather.addCity(try NewCity(name: "Home", latitude: 1, longitude: 2), for: profile)
            // The request that made it touches it again: that is not coming back.
            try await profiles.touch(profile)
        }
        try await profiles.touch(copied)
        #expect(try await profiles.record(once)?.hasReturned == false)
        #expect(try await profiles.record(copied)?.hasReturned == true)
        clock.date = start.addingTimeInterval(3600)
        try await profiles.markReturned(returning)
        #expect(try await profiles.record(returning)?.hasReturned == true)
        #expect(try await profiles.record(returning)?.lastUsedAt == clock.date)
        clock.date = start.addingTimeInterval(23 * 3600)
        #expect(try await profiles.expire() == 0)
        clock.date = start.addingTimeInterval(25 * 3600)
        #expect(try await profiles.expire() == 1)
        #expect(try await profiles.record(once) == nil)
        #expect(try await stores.weather.savedCities(of: once).isEmpty)
        #expect(try await profiles.record(returning) != nil)
        #expect(try await profiles.record(copied) != nil)
        #expect(try await profiles.record(.local)?.hasReturned == true)
    }

    @Test("a profile keeps at most three device-move codes: making more drops the oldest", arguments: StoreKind.available)
    func moveCodeLimit(kind: StoreKind) async throws {
        let stores = try await kind.open()
        let clock = Clock(Date(timeIntervalSince1970: 1_800_000_000))
        let profiles = Profiles(store: stores.profiles, now: Now { clock.date })
        let (profile, other) = (ProfileID.random(), ProfileID.random())
        var codes: [String] = []
        for _ in 0..<6 {
            codes.append(try await profiles.makeMoveCode(for: profile))
            clock.date = clock.date.addingTimeInterval(1)
        }
        let kept = try await profiles.makeMoveCode(for: other)
        for code in codes.prefix(3) { #expect(try await profiles.redeem(moveCode: code) == nil) }
        for code in codes.suffix(3) { #expect(try await profiles.redeem(moveCode: code) == profile) }
        #expect(try await profiles.redeem(moveCode: kept) == other, "another profile's codes are its own")
    }

    @Test(
        "a change to a profile deleted after the request found it writes nothing; emptying the local profile counts a revision",
        arguments: StoreKind.available)
    func changeAfterDelete(kind: StoreKind) async throws {
        let stores = try await kind.open()
        let profiles = Profiles(store: stores.profiles, now: .fixed(TestFixtures.now))
        let profile = ProfileID.random()
        try await profiles.touch(profile)
        // The request found the profile; another request deletes it before the change is written.
        try await profiles.delete(profile)
        await #expect(throws: ProfileGone.self) {
            _ = try await stores.weather.addCity(try NewCity(name: "Home", latitude: 1, longitude: 2), for: profile)
        }
        await #expect(throws: ProfileGone.self) {
            try await stores.stars.star(Star(kind: .galaxy(.people), id: "1", name: "Luke", starredAt: TestFixtures.now), for: profile, limit: 5)
        }
        await #expect(throws: ProfileGone.self) {
            try await stores.facts.recordSearch(try FactSearchTerm(parsing: "kick"), at: TestFixtures.now, for: profile)
        }
        #expect(try await stores.weather.savedCities(of: profile).isEmpty)
        #expect(try await stores.stars.stars(of: profile).isEmpty)
        #expect(try await stores.facts.recentSearches(of: profile).isEmpty)
        #expect(try await profiles.record(profile) == nil, "nothing made the profile again")

        let before = try #require(try await profiles.record(.local)).revision
        try await profiles.delete(.local)
        #expect(try #require(try await profiles.record(.local)).revision > before)
    }
}
