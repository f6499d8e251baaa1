/// What every SpaceX screen asks (the pages, the API and the CLI alike), built once from the
/// store, so a screen and its API call the same use case.
public struct LaunchUseCases: Sendable {
    public let browse: BrowseLaunches
    public let filterChoices: LaunchFilterChoices
    public let show: ShowLaunch
    public let company: ShowCompany
    public let rockets: BrowseRockets
    public let rocket: ShowRocket
    public let countsPerYear: CountLaunchesPerYear
    public let upcoming: UpcomingLaunches
    public let live: LiveLaunches
    public let boosters: BrowseBoosters
    public let changes: RecordedChanges
    public let sites: BrowseLaunchSites
    public let launchers: BrowseLaunchers
    public let statistics: ShowLaunchStatistics
    /// Launch Library's records as it sent them (its mirror).
    public let launchLibrary: LaunchLibraryRecords

    /// `padForecasts`: where the weather at the pads is kept, for a launch's page.
    public init(store: any LaunchStore, padForecasts: (any PadForecastStore)? = nil) {
        browse = BrowseLaunches(store: store)
        filterChoices = LaunchFilterChoices(store: store)
        show = ShowLaunch(store: store, padForecasts: padForecasts)
        company = ShowCompany(store: store)
        rockets = BrowseRockets(store: store)
        rocket = ShowRocket(store: store)
        countsPerYear = CountLaunchesPerYear(store: store)
        upcoming = UpcomingLaunches(store: store)
        live = LiveLaunches(store: store)
        boosters = BrowseBoosters(store: store)
        changes = RecordedChanges(store: store)
        sites = BrowseLaunchSites(store: store)
        launchers = BrowseLaunchers(store: store)
        statistics = ShowLaunchStatistics(store: store)
        launchLibrary = LaunchLibraryRecords(store: store)
    }
}
