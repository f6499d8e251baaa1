import AlmanacCore
import AlmanacPresentation
import Foundation

/// What the home page shows live, read from the store only (a page never waits on an
/// upstream): the next launch, the fact of the day, the saved cities' temperature now, the Star Wars
/// records viewed lately, the starred launches still ahead and the other starred records. Each part
/// is nil (or empty) when there is nothing to show, and the page says so rather than leaving a gap.
struct HomeDashboard: Sendable {
    /// The launches happening now (in flight, webcast live, in their window).
    let liveNow: [LiveLaunchViewModel]
    /// A launch is live or one known to the hour lifts off within the hour: the open page then
    /// follows it (`data-follow`).
    let isLaunchDay: Bool
    /// The next launch; its `isExact` says whether a countdown is worth showing.
    let nextLaunch: LaunchRowViewModel?
    /// Whether the store holds any launch at all (asked only when none is ahead).
    let hasLaunches: Bool
    let factOfTheDay: FactCardViewModel?
    let cities: [CityWeatherViewModel]
    /// The Star Wars records opened lately, newest first.
    let recentlyViewed: [(reference: GalaxyReference, name: String)]
    /// The first starred launches still ahead, soonest first.
    let starredAhead: [LaunchRowViewModel]
    /// The newest starred boosters, facts and Star Wars records still in the data.
    let starredRecords: [StarViewModel]
    /// Every star the profile holds, for "All N starred".
    let starCount: Int
    /// Who is in space now; nil when no station is stored.
    let inSpace: InSpaceViewModel?
    /// How many starred launches ahead, and how many other records, the page lists.
    static let starredShown = 5

    /// Reads every part at once; a part that fails to read is left out, not the page.
    static func read(
        launches: LaunchUseCases, facts: FactUseCases, weather: WeatherUseCases, galaxy: GalaxyUseCases, stars: Stars, inSpace: BrowseStations?,
        profile: ProfileID,
        environment: PresentationEnvironment, forecastViews: KeptForecastViews
    ) async -> HomeDashboard {
        // One after another: each part is read from memory or with one statement, so a child
        // task per part cost more in scheduling than it saved in waiting.
        let launch = try? await launches.upcoming.first(after: environment.now()).map { LaunchRowViewModel($0, environment: environment) }
        let live = (try? await launches.live(at: environment.now())) ?? []
        // `LiveLaunches.isLaunchDay`, without finding the live launches a second time.
        let isLaunchDay = live.isEmpty ? (try? await launches.live.liftsOffSoon(at: environment.now())) == true : true
        let fact = try? await facts.today(day: environment.viewerDayKey)
        // As on the weather page: stored forecasts, fetched only for a city that has none yet.
        let saved = try? await weather.forecast.all(of: profile, refresh: .ifMissing)
        let viewed = try? await galaxy.recentlyViewed(by: profile)
        let starred = await Self.starred(stars, launches: launches, profile: profile, environment: environment)
        let people = try? await inSpace?().inSpace
        let now = environment.now()
        let cities = (saved ?? []).compactMap { try? CityWeatherViewModel($0, units: .metric, now: now, views: forecastViews) }
        // An empty store says it is empty and how to fill it, not that its launches have passed.
        var hasLaunches = launch != nil
        if !hasLaunches { hasLaunches = (try? await launches.filterChoices())?.isEmpty == false }
        return HomeDashboard(
            liveNow: live.map { LiveLaunchViewModel($0, environment: environment) }, isLaunchDay: isLaunchDay, nextLaunch: launch,
            hasLaunches: hasLaunches,
            factOfTheDay: fact.map(FactCardViewModel.init), cities: cities,
            recentlyViewed: viewed ?? [],
            starredAhead: starred.ahead, starredRecords: starred.records, starCount: starred.count,
            inSpace: people.flatMap { $0.aboard.isEmpty && $0.named.isEmpty ? nil : InSpaceViewModel($0) }
        )
    }

    /// The profile's stars: its launches still ahead (among the next 100, which is more than any
    /// calendar lists), and the other records still in the data.
    private static func starred(
        _ stars: Stars, launches: LaunchUseCases, profile: ProfileID, environment: PresentationEnvironment
    ) async -> (ahead: [LaunchRowViewModel], records: [StarViewModel], count: Int) {
        guard let starred = try? await stars.stars(of: profile), !starred.isEmpty else { return ([], [], 0) }
        let launchIDs = Set(starred.filter { $0.kind == .launch }.map(\.id))
        let ahead =
            launchIDs.isEmpty ? [] : (try? await launches.upcoming(after: environment.now()).filter { launchIDs.contains($0.launch.id) }) ?? []
        let records = (try? await stars.inData(starred.filter { $0.kind != .launch }, limit: HomeDashboard.starredShown)) ?? []
        return (
            ahead.prefix(HomeDashboard.starredShown).map { LaunchRowViewModel($0, environment: environment) },
            records.map { StarViewModel(StarredRecord(star: $0, isInData: true)) }, starred.count
        )
    }
}
