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
}
