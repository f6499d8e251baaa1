import AlmanacCore

/// Every page, form and file of the web app with its parameters. Links, form actions, redirects
/// and the router's registrations are all built from here, so a path is spelled once.
public enum Route: Hashable, Sendable {
    case home
    case company
    case launches(LaunchQuery.Parameters = .init())
    case launch(id: String)
    /// A list, filtered as on its page, whole, as a file: its address with `/all.csv` (or
    /// `.ndjson`, `.json`) after the path and without its page (`/launches/all.csv?year=2026`).
    indirect case download(DownloadFormat, of: Route)
    /// The slips view: the schedule changes of the launches the list's filters keep, newest
    /// first, and the same as an Atom feed.
    case launchChanges(LaunchQuery.Parameters = .init())
    case launchChangesFeed(LaunchQuery.Parameters = .init())
    case newLaunchesFeed(LaunchQuery.Parameters = .init())
    /// The upcoming launches as an iCalendar feed, for a phone calendar to subscribe to.
    case upcomingCalendar
    case rockets
    case rocket(id: String)
    /// First-stage boosters, and one by its serial.
    case boosters
    case booster(serial: String)
    /// Launch Library 2's agencies, filtered, and one by id.
    case agencies(search: String? = nil, type: String? = nil, country: String? = nil, page: Int? = nil)
    case agency(id: String)
    /// Launch Library 2's astronauts, filtered and ordered, and one with every flight.
    case astronauts(AstronautQuery = .init())
    case astronaut(id: String)
    /// The space stations, and one with what is docked and who it brought.
    case stations
    case station(id: String)
    /// The kinds of spacecraft, and one with the launches that carried it.
    case spacecraftList
    case spacecraft(id: String)
    /// The launch sites the stored launches left from, and one with its pads.
    case sites
    case site(id: String)
    /// Every provider's rockets (Launch Library 2's configurations), and one with its flights.
    case launchers
    case launcher(id: String)
    /// Launches per year by country and provider, success rates, records.
    case launchStatistics
    /// `/swapi`, which leads to the first resource.
    case galaxy
    case galaxyList(GalaxyResource, GalaxyQuery.Parameters = .init())
    case galaxyRecord(GalaxyReference)
    case facts(term: String? = nil, page: Int? = nil)
    case fact(id: String)
    case randomFact(category: String? = nil)
    case newFactsFeed(category: String? = nil)
    case factOfTheDay
    case weather(query: String? = nil, flash: WeatherFlash? = nil)
    case city(id: Int64, day: String? = nil)
    case status
    /// The one search box: every dataset the store holds, and the visitor's cities.
    case search(query: String? = nil)
    /// The JSON API's reference, drawn from its OpenAPI document.
    case apiDocs
    /// GraphQL: the explorer page in a browser, the endpoint for a client (`query=` on a GET).
    case graphQL(query: String? = nil)
    /// The GraphQL schema in its own language.
    case graphQLSchema
    /// The visitor's profile: device move, download, delete.
    case settings(flash: SettingsFlash? = nil)
    /// "Download my data": the profile as JSON.
    case profileData
    /// The visitor's stars by kind, with what a star or unstar button just did.
    case starred(flash: StarredFlash? = nil)
    /// The visitor's starred launches ahead as an iCalendar feed, opened by a token of its own.
    case starredCalendar(token: String)
    /// The starred launches' schedule changes as an Atom feed, opened by the same token.
    case starredChangesFeed(token: String)
    /// The page a device-move link opens (it asks before moving).
    case profileMove(code: String)
    case asset(String)
    /// The installable app: its manifest, its service worker (at the root, so it may control
    /// every page) and the page it shows offline for a page it never saved.
    case manifest
    case serviceWorker
    case offline
    case image(url: String)

    // Form posts: each answers with a redirect to a page above.
    case refresh(DatasetID)
    case factsSafeMode
    case clearRecentSearches
    case addCity
    case cityAction(id: Int64, CityAction)
    case weatherUnits
    /// Form posts of the settings page.
    case makeMoveCode
    case redeemMoveCode
    case deleteProfile
    /// A record's star button, and the unstar button beside it on `/starred`.
    case star(StarKind, id: String)
    case unstar(StarKind, id: String)
    /// The reminders' form posts on `/starred`: the lead, the kinds of notice, the weather alerts,
    /// and stopping one device.
    case reminderLead
    case reminderNotices
    case reminderWeather
    case removeReminderDevice(id: String)

    /// What a button on a saved city does.
    public enum CityAction: String, CaseIterable, Hashable, Sendable {
        case remove, restore, move, refresh
    }

    /// The one-time message the weather page shows after a button (carried in its URL).
    public enum WeatherFlash: Hashable, Sendable {
        case added(Int64)
        case duplicate(Int64)
        case removed(Int64, name: String)
        case restored(Int64)
        case moved(Int64)
    }

    /// A dataset's own section: where "Refresh now" goes back to when its form does not say.
    public static func section(of dataset: DatasetID) -> Route {
        switch dataset {
        case .spacex, .launchLibrary: .company
        case .swapi: .galaxy
        case .facts: .facts()
        case .weather: .weather()
        case .agencies: .agencies()
        case .astronauts: .astronauts()
        }
    }

    /// The sections beside `section(of:)` whose pages show the dataset: the launches and their
    /// sites and rockets are SpaceX's and Launch Library's too.
    public static func otherPages(of dataset: DatasetID) -> [Route] {
        switch dataset {
        case .spacex, .launchLibrary: [.launches(), .sites, .launchers]
        case .astronauts: [.stations, .spacecraftList]
        case .swapi, .facts, .weather, .agencies: []
        }
    }

    public var template: RouteTemplate {
        switch self {
        case .home: .home
        case .company: .company
        case .boosters: .boosters
        case .booster: .booster
        case .agencies: .agencies
        case .agency: .agency
        case .astronauts: .astronauts
        case .astronaut: .astronaut
        case .stations: .stations
        case .station: .station
        case .spacecraftList: .spacecraftList
        case .spacecraft: .spacecraft
        case .sites: .sites
        case .site: .site
        case .launchers: .launchers
        case .launcher: .launcher
        case .launchStatistics: .launchStatistics
        case .launches: .launches
        case .download(let format, let list): .download(format, of: list.template)
        case .launchChanges: .launchChanges
        case .launchChangesFeed: .launchChangesFeed
        case .newLaunchesFeed: .newLaunchesFeed
        case .launch: .launch
        case .upcomingCalendar: .upcomingCalendar
        case .rockets: .rockets
        case .rocket: .rocket
        case .galaxy: .galaxy
        case .galaxyList: .galaxyList
        case .galaxyRecord: .galaxyRecord
        case .facts: .facts
        case .fact: .fact
        case .randomFact: .randomFact
        case .newFactsFeed: .newFactsFeed
        case .factOfTheDay: .factOfTheDay
        case .weather: .weather
        case .city: .city
        case .status: .status
        case .search: .search
        case .apiDocs: .apiDocs
        case .graphQL: .graphQL
        case .graphQLSchema: .graphQLSchema
        case .settings: .settings
        case .profileData: .profileData
        case .starred: .starred
        case .starredCalendar: .starredCalendar
        case .starredChangesFeed: .starredChangesFeed
        case .star: .star
        case .unstar: .unstar
        case .reminderLead: .reminderLead
        case .reminderNotices: .reminderNotices
        case .reminderWeather: .reminderWeather
        case .removeReminderDevice: .removeReminderDevice
        case .profileMove: .profileMove
        case .makeMoveCode: .makeMoveCode
        case .redeemMoveCode: .redeemMoveCode
        case .deleteProfile: .deleteProfile
        case .asset: .asset
        case .manifest: .manifest
        case .serviceWorker: .serviceWorker
        case .offline: .offline
        case .image: .image
        case .refresh: .refresh
        case .factsSafeMode: .factsSafeMode
        case .clearRecentSearches: .clearRecentSearches
        case .addCity: .addCity
        case .cityAction(_, let action): .cityAction(action)
        case .weatherUnits: .weatherUnits
        }
    }

    /// The path, query and fragment of this route.
    public var url: RouteURL {
        let template = template
        switch self {
        case .home, .company, .rockets, .boosters, .sites, .launchers, .stations, .spacecraftList, .launchStatistics, .galaxy, .factOfTheDay, .status,
            .factsSafeMode,
            .clearRecentSearches,
            .addCity, .weatherUnits, .manifest, .serviceWorker, .offline, .upcomingCalendar, .apiDocs, .graphQLSchema, .profileData,
            .makeMoveCode, .redeemMoveCode, .deleteProfile, .reminderLead, .reminderNotices, .reminderWeather:
            return RouteURL(path: template.pattern)
        case .settings(let flash):
            return RouteURL(path: template.pattern, query: [("done", flash?.rawValue)])
        case .profileMove(let code):
            return RouteURL(path: template.pattern, query: [("code", code)])
        case .starred(let flash):
            return RouteURL(path: template.pattern, query: flash?.queryItems ?? [])
        case .starredCalendar(let token), .starredChangesFeed(let token):
            return RouteURL(path: template.pattern, query: [("token", token)])
        case .star(let kind, let id), .unstar(let kind, let id):
            return RouteURL(path: template.path(kind.rawValue, id))
        case .launches(let parameters), .launchChanges(let parameters):
            return RouteURL(path: template.pattern, query: parameters.queryItems)
        case .launchChangesFeed(var parameters), .newLaunchesFeed(var parameters):
            // The latest changes: a feed has no pages.
            (parameters[.page], parameters[.limit]) = (nil, nil)
            return RouteURL(path: template.pattern, query: parameters.queryItems)
        case .download(let format, let list):
            // The whole list: its address and filters, without the page.
            let url = list.url
            let (page, limit) = (InputField.page.rawValue, InputField.limit.rawValue)
            return RouteURL(
                path: url.path + "/all.\(format.rawValue)",
                query: url.query.compactMap { $0.name == page || $0.name == limit ? nil : ($0.name, $0.value) })
        case .agencies(let search, let type, let country, let page):
            return RouteURL(
                path: template.pattern,
                query: [
                    (InputField.search.rawValue, search), (InputField.agencyType.rawValue, type), (InputField.country.rawValue, country),
                    (InputField.page.rawValue, page.map(String.init)),
                ])
        case .astronauts(let query):
            return RouteURL(path: template.pattern, query: query.queryItems)
        case .launch(let id), .rocket(let id), .fact(let id), .booster(serial: let id), .agency(let id), .site(let id),
            .launcher(let id), .removeReminderDevice(let id), .astronaut(let id), .station(let id), .spacecraft(let id):
            return RouteURL(path: template.path(id))
        case .galaxyList(let resource, let parameters):
            return RouteURL(path: template.path(resource.rawValue), query: parameters.queryItems)
        case .galaxyRecord(let reference):
            return RouteURL(path: template.path(reference.resource.rawValue, String(reference.id)))
        case .search(let query):
            return RouteURL(path: template.pattern, query: [(InputField.search.rawValue, query)])
        case .graphQL(let query):
            return RouteURL(path: template.pattern, query: [("query", query)])
        case .facts(let term, let page):
            return RouteURL(path: template.pattern, query: [(InputField.search.rawValue, term), (InputField.page.rawValue, page.map(String.init))])
        case .randomFact(let category), .newFactsFeed(let category):
            return RouteURL(path: template.pattern, query: [(InputField.category.rawValue, category)])
        case .weather(let query, let flash):
            return RouteURL(
                path: template.pattern, query: [(InputField.search.rawValue, query)] + (flash?.queryItems ?? []), fragment: flash?.fragment)
        case .city(let id, let day):
            return RouteURL(path: template.path(String(id)), query: [(InputField.day.rawValue, day)])
        case .asset(let name):
            return RouteURL(path: template.path(name))
        case .image(let url):
            return RouteURL(path: template.pattern, query: [("url", url)])
        case .refresh(let dataset):
            return RouteURL(path: template.path(dataset.rawValue))
        case .cityAction(let id, _):
            return RouteURL(path: template.path(String(id)))
        }
    }

    /// The URL as text, for an `href`, an `action` or a `Location`.
    public var href: String { url.description }
}

extension Route {
    /// What the settings page confirms after a form post.
    public enum SettingsFlash: String, Hashable, Sendable, CaseIterable {
        case moved, deleted
        case codeExpired = "code-expired"
    }
}

extension Route {
    /// What `/starred` confirms after a star or unstar button: the record, named by kind and id
    /// (the page reads its name from the store, so a link cannot put words in its mouth).
    public enum StarredFlash: Hashable, Sendable {
        case starred(StarKind, id: String)
        case unstarred(StarKind, id: String)

        /// The query parameter names the page reads it from.
        public enum Field: String, CaseIterable, Sendable {
            case starred, unstarred, id
        }

        /// The record the button was on.
        public var kind: StarKind {
            switch self {
            case .starred(let kind, _), .unstarred(let kind, _): kind
            }
        }

        public var id: String {
            switch self {
            case .starred(_, let id), .unstarred(_, let id): id
            }
        }

        var queryItems: [(String, String?)] {
            switch self {
            case .starred(let kind, let id): [(Field.starred.rawValue, kind.rawValue), (Field.id.rawValue, id)]
            case .unstarred(let kind, let id): [(Field.unstarred.rawValue, kind.rawValue), (Field.id.rawValue, id)]
            }
        }

        /// Reads the message from the page's query; nil when there is none (or it is garbled).
        public init?(reading value: (Field) -> String?) {
            guard let id = value(.id), !id.isEmpty else { return nil }
            if let kind = value(.starred).flatMap(StarKind.init(rawValue:)) {
                self = .starred(kind, id: id)
            } else if let kind = value(.unstarred).flatMap(StarKind.init(rawValue:)) {
                self = .unstarred(kind, id: id)
            } else {
                return nil
            }
        }
    }
}

extension Route.WeatherFlash {
    /// The query parameter names the weather page reads its message from.
    public enum Field: String, CaseIterable, Sendable {
        case added, duplicate, removed, restored, moved, name
    }

    var queryItems: [(String, String?)] {
        switch self {
        case .added(let id): [(Field.added.rawValue, String(id))]
        case .duplicate(let id): [(Field.duplicate.rawValue, String(id))]
        case .removed(let id, let name): [(Field.removed.rawValue, String(id)), (Field.name.rawValue, name)]
        case .restored(let id): [(Field.restored.rawValue, String(id))]
        case .moved(let id): [(Field.moved.rawValue, String(id))]
        }
    }

    /// The saved city's card the page scrolls to.
    var fragment: String? {
        switch self {
        case .added(let id), .duplicate(let id), .restored(let id), .moved(let id): "city-\(id)"
        case .removed: nil
        }
    }

    /// Reads the message from a weather page's query; nil when there is none (or it is garbled).
    public init?(reading value: (Field) -> String?) {
        func id(_ field: Field) -> Int64? { value(field).flatMap { Int64($0) } }
        if let removed = id(.removed) {
            self = .removed(removed, name: value(.name) ?? "The city")
        } else if let duplicate = id(.duplicate) {
            self = .duplicate(duplicate)
        } else if let added = id(.added) {
            self = .added(added)
        } else if let restored = id(.restored) {
            self = .restored(restored)
        } else if let moved = id(.moved) {
            self = .moved(moved)
        } else {
            return nil
        }
    }
}

extension RouteTemplate {
    public static let home = RouteTemplate("/")
    public static let company = RouteTemplate("/spacex")
    public static let launches = RouteTemplate("/launches")
    public static let launch = RouteTemplate("/launches/{id}")
    public static let upcomingCalendar = RouteTemplate("/launches/upcoming.ics")
    public static let launchChanges = RouteTemplate("/launches/changes")
    public static let launchChangesFeed = RouteTemplate("/launches/changes.atom")
    public static let newLaunchesFeed = RouteTemplate("/launches/new.atom")
    /// Where the list at `list` is downloaded whole.
    public static func download(_ format: DownloadFormat, of list: RouteTemplate) -> RouteTemplate {
        list.appending("/all.\(format.rawValue)")
    }
    public static let launchStatistics = RouteTemplate("/launches/statistics")
    public static let rockets = RouteTemplate("/spacex/rockets")
    public static let agencies = RouteTemplate("/agencies")
    public static let agency = RouteTemplate("/agencies/{id}")
    public static let astronauts = RouteTemplate("/astronauts")
    public static let astronaut = RouteTemplate("/astronauts/{id}")
    public static let stations = RouteTemplate("/stations")
    public static let station = RouteTemplate("/stations/{id}")
    public static let spacecraftList = RouteTemplate("/spacecraft")
    public static let spacecraft = RouteTemplate("/spacecraft/{id}")
    public static let sites = RouteTemplate("/sites")
    public static let site = RouteTemplate("/sites/{id}")
    public static let launchers = RouteTemplate("/launchers")
    public static let launcher = RouteTemplate("/launchers/{id}")
    public static let rocket = RouteTemplate("/spacex/rockets/{id}")
    public static let boosters = RouteTemplate("/spacex/boosters")
    public static let booster = RouteTemplate("/spacex/boosters/{id}")
    public static let galaxy = RouteTemplate("/swapi")
    public static let galaxyList = RouteTemplate("/swapi/{resource}")
    public static let galaxyRecord = RouteTemplate("/swapi/{resource}/{id}")
    public static let facts = RouteTemplate("/facts")
    public static let fact = RouteTemplate("/facts/{id}")
    public static let randomFact = RouteTemplate("/facts/random")
    public static let newFactsFeed = RouteTemplate("/facts/new.atom")
    public static let factOfTheDay = RouteTemplate("/facts/today")
    public static let weather = RouteTemplate("/weather")
    public static let city = RouteTemplate("/weather/cities/{id}")
    public static let status = RouteTemplate("/status")
    public static let search = RouteTemplate("/search")
    public static let apiDocs = RouteTemplate("/api/docs")
    public static let graphQL = RouteTemplate("/graphql")
    public static let graphQLSchema = RouteTemplate("/graphql/schema.graphql")
    public static let manifest = RouteTemplate("/manifest.webmanifest")
    public static let serviceWorker = RouteTemplate("/sw.js")
    public static let offline = RouteTemplate("/offline")
    public static let asset = RouteTemplate("/assets/{name}")
    public static let image = RouteTemplate("/img")
    public static let refresh = RouteTemplate("/refresh/{dataset}")
    public static let factsSafeMode = RouteTemplate("/facts/safe-mode")
    public static let clearRecentSearches = RouteTemplate("/facts/recent/clear")
    public static let addCity = RouteTemplate("/weather/cities")
    public static func cityAction(_ action: Route.CityAction) -> RouteTemplate {
        RouteTemplate("/weather/cities/{id}/\(action.rawValue)")
    }
    public static let weatherUnits = RouteTemplate("/weather/units")
    /// A place's weather for a terminal (curl), as wttr.in answers it.
    public static let weatherForTerminal = RouteTemplate("/weather/{place}")
    public static let settings = RouteTemplate("/settings")
    public static let profileData = RouteTemplate("/settings/my-data.json")
    public static let profileMove = RouteTemplate("/settings/use-here")
    public static let makeMoveCode = RouteTemplate("/settings/device-code")
    public static let redeemMoveCode = RouteTemplate("/settings/use-here")
    public static let deleteProfile = RouteTemplate("/settings/delete")
    public static let starred = RouteTemplate("/starred")
    public static let starredCalendar = RouteTemplate("/starred/launches.ics")
    public static let starredChangesFeed = RouteTemplate("/starred/changes.atom")
    public static let star = RouteTemplate("/starred/{kind}/{id}")
    public static let unstar = RouteTemplate("/starred/{kind}/{id}/remove")
    public static let reminderLead = RouteTemplate("/reminders/lead")
    public static let reminderNotices = RouteTemplate("/reminders/notices")
    public static let reminderWeather = RouteTemplate("/reminders/weather")
    public static let removeReminderDevice = RouteTemplate("/reminders/devices/{id}/remove")
    // The drop-in mirrors of the upstream APIs, each under its own prefix.
    public static let mirrorSpaceX = RouteTemplate("/mirror/spacex/{version}/{list}")
    public static let mirrorSpaceXRecord = RouteTemplate("/mirror/spacex/{version}/{list}/{id}")
    public static let mirrorSpaceXQuery = RouteTemplate("/mirror/spacex/{version}/{list}/query")
    public static let mirrorSWAPIRoot = RouteTemplate("/mirror/swapi/api")
    public static let mirrorSWAPIList = RouteTemplate("/mirror/swapi/api/{resource}")
    public static let mirrorSWAPIRecord = RouteTemplate("/mirror/swapi/api/{resource}/{id}")
    public static let mirrorRandomFact = RouteTemplate("/mirror/chucknorris/jokes/random")
    public static let mirrorFactCategories = RouteTemplate("/mirror/chucknorris/jokes/categories")
    public static let mirrorFactSearch = RouteTemplate("/mirror/chucknorris/jokes/search")
    public static let mirrorFact = RouteTemplate("/mirror/chucknorris/jokes/{id}")
    public static let mirrorForecast = RouteTemplate("/mirror/open-meteo/v1/forecast")
    public static let mirrorGeocoding = RouteTemplate("/mirror/open-meteo/v1/search")
    public static let mirrorLaunchLibrary = RouteTemplate("/mirror/ll2/2.2.0/launch")
    public static let mirrorLaunchLibraryUpcoming = RouteTemplate("/mirror/ll2/2.2.0/launch/upcoming")
    public static let mirrorLaunchLibraryPrevious = RouteTemplate("/mirror/ll2/2.2.0/launch/previous")
    public static let mirrorLaunchLibraryLaunch = RouteTemplate("/mirror/ll2/2.2.0/launch/{id}")
    public static let mirrorAgencies = RouteTemplate("/mirror/ll2/2.2.0/agencies")
    public static let mirrorAstronauts = RouteTemplate("/mirror/ll2/2.3.0/astronauts")
    public static let mirrorSpaceStations = RouteTemplate("/mirror/ll2/2.3.0/space_stations")
    public static let mirrorSpacecraft = RouteTemplate("/mirror/ll2/2.3.0/spacecraft_configurations")
    public static let healthz = RouteTemplate("/healthz")
    /// Prometheus' scrape address.
    public static let metrics = RouteTemplate("/metrics")
    public static let readyz = RouteTemplate("/readyz")
}
