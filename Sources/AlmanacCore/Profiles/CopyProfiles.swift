import Foundation

/// Copies every profile, with what it holds, from one store to another (`almanac store copy`):
/// its preferences, saved cities in their order, recent searches, recently viewed records, stars,
/// and its reminders (devices, lead, and what was pushed to them, so nothing goes twice).
/// Run again, it adds nothing twice (a city already saved and a search already kept stay one).
public struct CopyProfiles: Sendable {
    /// The stores of one side of the copy that hold a profile's things.
    public struct Side: Sendable {
        let profiles: any ProfileStore
        let weather: any WeatherStore
        let facts: any FactStore
        let galaxy: any GalaxyStore
        let stars: any StarStore
        let pushes: any PushStore

        public init(
            profiles: any ProfileStore, weather: any WeatherStore, facts: any FactStore, galaxy: any GalaxyStore, stars: any StarStore,
            pushes: any PushStore
        ) {
            self.profiles = profiles
            self.weather = weather
            self.facts = facts
            self.galaxy = galaxy
            self.stars = stars
            self.pushes = pushes
        }
    }

    /// What was copied.
    public struct Summary: Hashable, Sendable {
        public var profiles = 0, cities = 0, searches = 0, views = 0, stars = 0, devices = 0

        public var text: String {
            "\(profiles) profiles: \(cities) saved cities, \(searches) recent searches, \(views) viewed records, \(stars) stars, \(devices) devices receiving reminders"
        }
    }

    private let source: Side
    private let target: Side

    public init(from source: Side, to target: Side) {
        self.source = source
        self.target = target
    }

    public func callAsFunction() async throws -> Summary {
        var summary = Summary()
        for profile in try await source.profiles.everyProfile() {
            let held = try await source.profiles.export(profile)
            // A profile never used (the local one of a new store) is made when last used, or now.
            let lastUsed = held.lastUsedAt ?? Date(timeIntervalSince1970: 0)
            try await target.profiles.touch(profile, at: lastUsed)
            try await target.profiles.savePreferences(held.preferences, for: profile)
            for city in held.savedCities.sorted(by: { $0.position < $1.position }) {
                let draft = try NewCity(
                    name: city.name, latitude: city.latitude, longitude: city.longitude, region: city.region,
                    countryCode: city.countryCode, timeZone: city.timeZone, placeID: city.placeID
                )
                do {
                    _ = try await target.weather.addCity(draft, for: profile)
                    summary.cities += 1
                } catch is CityAlreadySaved {
                    continue
                }
            }
            // Oldest first, so each list ends in the same order.
            for search in held.recentSearches.reversed() {
                guard let term = try? FactSearchTerm(parsing: search.term) else { continue }
                try await target.facts.recordSearch(term, at: search.searchedAt, for: profile)
                summary.searches += 1
            }
            for reference in held.recentlyViewed.reversed() {
                try await target.galaxy.noteViewed(reference, at: lastUsed, by: profile)
                summary.views += 1
            }
            // Oldest first, with their own times; the same limit as the profile's own starring.
            for star in held.stars.reversed() {
                try await target.stars.star(star, for: profile, limit: Stars.limit)
                summary.stars += 1
            }
            // A subscribed calendar's address keeps working in the new store.
            if let token = try await source.stars.feedToken(of: profile) {
                _ = try await target.stars.keepFeedToken(token, for: profile)
            }
            // Reminders: the devices (however many the limit allows now), the lead, and what was
            // pushed to them, so the new store sends nothing the old one sent.
            for subscription in try await source.pushes.subscriptions(of: profile) {
                try await target.pushes.subscribe(subscription, for: profile, limit: .max)
                summary.devices += 1
            }
            if let lead = try await source.pushes.reminderLead(of: profile) { try await target.pushes.setReminderLead(lead, for: profile) }
            let quiet = try await source.pushes.quietNotices(of: profile)
            if !quiet.isEmpty { try await target.pushes.setQuietNotices(quiet, for: profile) }
            let weather = try await source.pushes.weatherAlerts(of: profile)
            if weather != .off { try await target.pushes.setWeatherAlerts(weather, for: profile) }
            try await target.pushes.restoreQueue(try await source.pushes.queue(of: profile))
            summary.profiles += 1
        }
        return summary
    }
}
