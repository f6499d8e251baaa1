import AlmanacCore

/// Every endpoint of the JSON API under `/api/v1`, with its parameters: what the router
/// registers, what pages link to ("JSON API" in the footer) and what the API document lists.
public enum APIRoute: Hashable, Sendable {
    case company
    case launches(LaunchQuery.Parameters = .init())
    /// The schedule changes of the launches the list's filters keep, newest first.
    case launchChanges(LaunchQuery.Parameters = .init())
    case launch(id: String)
    case rockets
    case rocket(id: String)
    case boosters
    case booster(serial: String)
    case agencies(search: String? = nil, type: String? = nil, country: String? = nil, page: Int? = nil)
    case agency(id: String)
    case astronauts(AstronautQuery = .init())
    case astronaut(id: String)
    case stations
    case station(id: String)
    case spacecraftList
    case spacecraft(id: String)
    case sites
    case site(id: String)
    case launchers
    case launcher(id: String)
    case launchStatistics
    case launchStats
    case galaxy
    case galaxyList(GalaxyResource, GalaxyQuery.Parameters = .init())
    case galaxyRecord(GalaxyReference)
    case factsSearch(term: String)
    case randomFact(category: String? = nil)
    case factOfTheDay
    case factCategories
    case recentSearches
    case fact(id: String)
    case weather
    case cities
    case city(id: Int64)
    case forecast(cityID: Int64, units: UnitSystem? = nil, day: String? = nil)
    case geocode(query: String)
    case status
    /// The one search box's results.
    case search(query: String)
    case refresh(DatasetID)
    case openAPIDocument
    /// The caller's profile: its data (GET) or its deletion (DELETE).
    case profile
    /// The caller's stars (GET), and one star (PUT stars the record, DELETE unstars it).
    case starred
    case star(StarKind, id: String)
    /// The server's VAPID public key, for a browser subscribing to push.
    case pushKey
    /// The caller's reminders: the lead and the devices receiving them (GET); the lead (PUT).
    case reminders
    case reminderLead
    /// The kinds of notice turned off (PUT).
    case reminderNotices
    /// What is pushed about the weather in the saved cities (PUT).
    case reminderWeather
    /// A device receiving reminders: subscribed (POST), removed (DELETE).
    case reminderDevices
    case reminderDevice(id: String)

    public var template: RouteTemplate {
        switch self {
        case .company: .apiCompany
        case .launches: .apiLaunches
        case .launchChanges: .apiLaunchChanges
        case .launch: .apiLaunch
        case .rockets: .apiRockets
        case .rocket: .apiRocket
        case .boosters: .apiBoosters
        case .booster: .apiBooster
        case .agencies: .apiAgencies
        case .agency: .apiAgency
        case .astronauts: .apiAstronauts
        case .astronaut: .apiAstronaut
        case .stations: .apiStations
        case .station: .apiStation
        case .spacecraftList: .apiSpacecraftList
        case .spacecraft: .apiSpacecraft
        case .sites: .apiSites
        case .launchStatistics: .apiLaunchStatistics
        case .site: .apiSite
        case .launchers: .apiLaunchers
        case .launcher: .apiLauncher
        case .launchStats: .apiLaunchStats
        case .galaxy: .apiGalaxy
        case .galaxyList: .apiGalaxyList
        case .galaxyRecord: .apiGalaxyRecord
        case .factsSearch: .apiFactsSearch
        case .randomFact: .apiRandomFact
        case .factOfTheDay: .apiFactOfTheDay
        case .factCategories: .apiFactCategories
        case .recentSearches: .apiRecentSearches
        case .fact: .apiFact
        case .weather: .apiWeather
        case .cities: .apiCities
        case .city: .apiCity
        case .forecast: .apiForecast
        case .geocode: .apiGeocode
        case .status: .apiStatus
        case .search: .apiSearch
        case .refresh: .apiRefresh
        case .profile: .apiProfile
        case .starred: .apiStarred
        case .star: .apiStar
        case .pushKey: .apiPushKey
        case .reminders: .apiReminders
        case .reminderLead: .apiReminderLead
        case .reminderNotices: .apiReminderNotices
        case .reminderWeather: .apiReminderWeather
        case .reminderDevices: .apiReminderDevices
        case .reminderDevice: .apiReminderDevice
        case .openAPIDocument: .apiOpenAPI
        }
    }

    public var url: RouteURL {
        let template = template
        switch self {
        case .company, .rockets, .boosters, .sites, .launchers, .stations, .spacecraftList, .launchStatistics, .launchStats, .galaxy, .factOfTheDay,
            .factCategories,
            .recentSearches,
            .weather,
            .cities, .status, .openAPIDocument, .profile, .starred, .pushKey, .reminders, .reminderLead, .reminderNotices, .reminderWeather,
            .reminderDevices:
            return RouteURL(path: template.pattern)
        case .launches(let parameters), .launchChanges(let parameters):
            return RouteURL(path: template.pattern, query: parameters.queryItems)
        case .agencies(let search, let type, let country, let page):
            return RouteURL(
                path: template.pattern,
                query: [
                    (InputField.search.rawValue, search), (InputField.agencyType.rawValue, type), (InputField.country.rawValue, country),
                    (InputField.page.rawValue, page.map(String.init)),
                ])
        case .astronauts(let query):
            return RouteURL(path: template.pattern, query: query.queryItems)
        case .launch(let id), .rocket(let id), .fact(let id), .booster(serial: let id), .agency(let id), .site(let id), .launcher(let id),
            .reminderDevice(let id), .astronaut(let id), .station(let id), .spacecraft(let id):
            return RouteURL(path: template.path(id))
        case .galaxyList(let resource, let parameters):
            return RouteURL(path: template.path(resource.rawValue), query: parameters.queryItems)
        case .galaxyRecord(let reference):
            return RouteURL(path: template.path(reference.resource.rawValue, String(reference.id)))
        case .factsSearch(let term):
            return RouteURL(path: template.pattern, query: [(InputField.search.rawValue, term)])
        case .randomFact(let category):
            return RouteURL(path: template.pattern, query: [(InputField.category.rawValue, category)])
        case .city(let id):
            return RouteURL(path: template.path(String(id)))
        case .forecast(let id, let units, let day):
            return RouteURL(path: template.path(String(id)), query: [(InputField.units.rawValue, units?.rawValue), (InputField.day.rawValue, day)])
        case .geocode(let query), .search(let query):
            return RouteURL(path: template.pattern, query: [(InputField.search.rawValue, query)])
        case .refresh(let dataset):
            return RouteURL(path: template.path(dataset.rawValue))
        case .star(let kind, let id):
            return RouteURL(path: template.path(kind.rawValue, id))
        }
    }

    public var href: String { url.description }
}

extension RouteTemplate {
    public static let apiCompany = RouteTemplate("/api/v1/spacex/company")
    public static let apiLaunches = RouteTemplate("/api/v1/launches")
    public static let apiLaunch = RouteTemplate("/api/v1/launches/{id}")
    public static let apiLaunchChanges = RouteTemplate("/api/v1/launches/changes")
    public static let apiRockets = RouteTemplate("/api/v1/spacex/rockets")
    public static let apiRocket = RouteTemplate("/api/v1/spacex/rockets/{id}")
    public static let apiBoosters = RouteTemplate("/api/v1/spacex/boosters")
    public static let apiBooster = RouteTemplate("/api/v1/spacex/boosters/{id}")
    public static let apiAgencies = RouteTemplate("/api/v1/agencies")
    public static let apiAgency = RouteTemplate("/api/v1/agencies/{id}")
    public static let apiAstronauts = RouteTemplate("/api/v1/astronauts")
    public static let apiAstronaut = RouteTemplate("/api/v1/astronauts/{id}")
    public static let apiStations = RouteTemplate("/api/v1/stations")
    public static let apiStation = RouteTemplate("/api/v1/stations/{id}")
    public static let apiSpacecraftList = RouteTemplate("/api/v1/spacecraft")
    public static let apiSpacecraft = RouteTemplate("/api/v1/spacecraft/{id}")
    public static let apiLaunchStatistics = RouteTemplate("/api/v1/launches/statistics")
    public static let apiSites = RouteTemplate("/api/v1/sites")
    public static let apiSite = RouteTemplate("/api/v1/sites/{id}")
    public static let apiLaunchers = RouteTemplate("/api/v1/launchers")
    public static let apiLauncher = RouteTemplate("/api/v1/launchers/{id}")
    public static let apiLaunchStats = RouteTemplate("/api/v1/launches/stats")
    public static let apiSearch = RouteTemplate("/api/v1/search")
    public static let apiGalaxy = RouteTemplate("/api/v1/swapi")
    public static let apiGalaxyList = RouteTemplate("/api/v1/swapi/{resource}")
    public static let apiGalaxyRecord = RouteTemplate("/api/v1/swapi/{resource}/{id}")
    public static let apiFactsSearch = RouteTemplate("/api/v1/facts/search")
    public static let apiRandomFact = RouteTemplate("/api/v1/facts/random")
    public static let apiFactOfTheDay = RouteTemplate("/api/v1/facts/today")
    public static let apiFactCategories = RouteTemplate("/api/v1/facts/categories")
    public static let apiRecentSearches = RouteTemplate("/api/v1/facts/recent")
    public static let apiFact = RouteTemplate("/api/v1/facts/{id}")
    public static let apiWeather = RouteTemplate("/api/v1/weather")
    public static let apiCities = RouteTemplate("/api/v1/weather/cities")
    public static let apiCity = RouteTemplate("/api/v1/weather/cities/{id}")
    public static let apiForecast = RouteTemplate("/api/v1/weather/cities/{id}/forecast")
    public static let apiGeocode = RouteTemplate("/api/v1/weather/geocode")
    public static let apiStatus = RouteTemplate("/api/v1/status")
    /// The OpenAPI document of everything above.
    public static let apiOpenAPI = RouteTemplate("/api/v1/openapi.json")
    /// Every path under the JSON API, for its catch-all 404 (answered in JSON, not as a page).
    public static let apiAnything = RouteTemplate("/api/**")
    public static let apiRefresh = RouteTemplate("/api/v1/refresh/{dataset}")
    public static let apiProfile = RouteTemplate("/api/v1/profile")
    public static let apiStarred = RouteTemplate("/api/v1/starred")
    public static let apiStar = RouteTemplate("/api/v1/starred/{kind}/{id}")
    public static let apiPushKey = RouteTemplate("/api/v1/push/key")
    public static let apiReminders = RouteTemplate("/api/v1/reminders")
    public static let apiReminderLead = RouteTemplate("/api/v1/reminders/lead")
    public static let apiReminderNotices = RouteTemplate("/api/v1/reminders/notices")
    public static let apiReminderWeather = RouteTemplate("/api/v1/reminders/weather")
    public static let apiReminderDevices = RouteTemplate("/api/v1/reminders/devices")
    public static let apiReminderDevice = RouteTemplate("/api/v1/reminders/devices/{id}")
}
