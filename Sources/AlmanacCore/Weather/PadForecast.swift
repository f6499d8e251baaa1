import Foundation

/// The weather at a launch pad on one day (UTC), hour by hour, as Open-Meteo forecasts it at the
/// pad's coordinates: what decides whether a launch goes (wind and gusts at 10 m, rain, cloud,
/// visibility, thunderstorms). Fetched by the refresher, never by a visitor's request.
public struct PadForecast: Hashable, Sendable, Codable {
    /// Launch Library 2's pad id.
    public let padID: Int
    /// "2026-11-25".
    public let day: String
    public let hours: [PadWeatherHour]
    public let fetchedAt: Date

    public init(padID: Int, day: String, hours: [PadWeatherHour], fetchedAt: Date) {
        (self.padID, self.day, self.hours, self.fetchedAt) = (padID, day, hours, fetchedAt)
    }

    /// The hours around a launch: its window (or its time) with an hour either side.
    public func hours(around launch: Launch) -> [PadWeatherHour] {
        let start = (launch.launchLibrary?.windowStart ?? launch.date).addingTimeInterval(-3_600)
        let end = (launch.launchLibrary?.windowEnd ?? launch.date).addingTimeInterval(3_600)
        return hours.filter { $0.time >= start && $0.time <= end }
    }
}

/// One hour at the pad; each value missing when the forecast does not give it.
public struct PadWeatherHour: Hashable, Sendable, Codable {
    public let time: Date
    /// km/h at 10 m.
    public let windSpeed: Double?
    public let windGusts: Double?
    /// Percent.
    public let precipitationProbability: Double?
    public let cloudCover: Double?
    /// Metres.
    public let visibility: Double?
    /// WMO code (95–99: thunderstorm).
    public let weatherCode: Int?

    public init(
        time: Date, windSpeed: Double?, windGusts: Double?, precipitationProbability: Double?, cloudCover: Double?, visibility: Double?,
        weatherCode: Int?
    ) {
        (self.time, self.windSpeed, self.windGusts, self.precipitationProbability) = (time, windSpeed, windGusts, precipitationProbability)
        (self.cloudCover, self.visibility, self.weatherCode) = (cloudCover, visibility, weatherCode)
    }

    public var isThunderstorm: Bool { (95...99).contains(weatherCode ?? 0) }
}

/// Where pad forecasts come from (Open-Meteo).
public protocol PadWeatherSource: Sendable {
    /// The hours of `day` (UTC, "2026-11-25") at the coordinates.
    func padForecast(latitude: Double, longitude: Double, day: String) async throws -> [PadWeatherHour]
}

/// Where pad forecasts are kept: one per pad and day, replaced by the next fetch.
public protocol PadForecastStore: Sendable {
    func padForecast(padID: Int, day: String) async throws -> PadForecast?
    func padForecasts() async throws -> [PadForecast]
    /// Keeps `forecasts` and drops those of days before `before` ("2026-11-24").
    func savePadForecasts(_ forecasts: [PadForecast], droppingDaysBefore before: String) async throws
}

/// The refresher's pass over the pads of the launches ahead: for each launch within Open-Meteo's
/// 16 days whose time is known to the day or better and whose pad has coordinates, one request
/// per pad and day, when that day's forecast is missing or older than `maxAge`, at most `budget`
/// a pass (the rest wait for the next). However many visitors open the pages, nothing more is
/// asked.
public struct RefreshPadForecasts: Sendable {
    public static let forecastDays = 16

    private let launches: any LaunchStore
    private let store: any PadForecastStore
    private let source: any PadWeatherSource
    private let maxAge: TimeInterval
    private let budget: Int
    private let now: Now

    public init(
        launches: any LaunchStore, store: any PadForecastStore, source: any PadWeatherSource, maxAge: TimeInterval = 3 * 3_600,
        budget: Int = 10, now: Now = .system
    ) {
        (self.launches, self.store, self.source, self.maxAge, self.budget, self.now) = (launches, store, source, maxAge, budget, now)
    }

    public struct Summary: Sendable, Equatable {
        public var fetched = 0
        public var failed: [String] = []
        /// Due but left for the next pass (the budget was spent).
        public var deferred = 0

        public init() {}

        /// Whether the pass asked anything or left anything for the next.
        public var didAnything: Bool { fetched > 0 || !failed.isEmpty || deferred > 0 }

        public var text: String {
            "pad forecasts: \(fetched) fetched" + (failed.isEmpty ? "" : ", \(failed.count) failed (\(failed[0]))")
                + (deferred > 0 ? ", \(deferred) for the next pass" : "")
        }
    }

    /// The pads and days the launches ahead need, soonest first, with their coordinates.
    func needed(at now: Date) async throws -> [(padID: Int, day: String, latitude: Double, longitude: Double)] {
        let timeline = try await launches.timeline()
        let last = now.addingTimeInterval(TimeInterval(Self.forecastDays) * 86_400)
        var seen = Set<String>()
        var needed: [(Int, String, Double, Double)] = []
        var index = UpcomingLaunches.firstIndex(in: timeline, notBefore: now.addingTimeInterval(-3_600))
        while index < timeline.endIndex, timeline[index].date <= last {
            let launch = timeline[index]
            index += 1
            guard launch.isUpcoming, launch.datePrecision.isKnownToTheDay, let library = launch.launchLibrary, let padID = library.padID,
                let latitude = library.place?.latitude, let longitude = library.place?.longitude
            else { continue }
            let day = Self.day(launch.date)
            if seen.insert("\(padID) \(day)").inserted { needed.append((padID, day, latitude, longitude)) }
        }
        return needed
    }

    public func callAsFunction() async throws -> Summary {
        let now = now()
        var summary = Summary()
        var fetched: [PadForecast] = []
        for pad in try await needed(at: now) {
            if let kept = try await store.padForecast(padID: pad.padID, day: pad.day), now.timeIntervalSince(kept.fetchedAt) < maxAge { continue }
            guard summary.fetched + summary.failed.count < budget else {
                summary.deferred += 1
                continue
            }
            do {
                let hours = try await source.padForecast(latitude: pad.latitude, longitude: pad.longitude, day: pad.day)
                fetched.append(PadForecast(padID: pad.padID, day: pad.day, hours: hours, fetchedAt: now))
                summary.fetched += 1
            } catch {
                // The page keeps the forecast it had, with its age.
                summary.failed.append("pad \(pad.padID) on \(pad.day): \(error)")
            }
        }
        try await store.savePadForecasts(fetched, droppingDaysBefore: Self.day(now.addingTimeInterval(-86_400)))
        return summary
    }

    /// "2026-11-25": a moment's day in UTC (by arithmetic: every launch page that may show a
    /// forecast asks it). No pad has a forecast for a day 10,000 years away: "0-00-00".
    public static func day(_ date: Date) -> String {
        let (year, month, day) = YearMonth.civilDay(utc: date) ?? (0, 0, 0)
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
}
