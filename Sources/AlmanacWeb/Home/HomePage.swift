import AlmanacCore
import AlmanacPresentation

/// `/`: live cards first (the next launch with a countdown, the fact of the day, your cities'
/// temperature now, the Star Wars records you opened, what you starred), each saying plainly when it has nothing; then one card
/// per section.
struct HomePage: PageView {
    let dashboard: HomeDashboard

    var title: String { "Home" }
    var dataset: DatasetID? { .spacex }

    private static let cards: [(title: String, route: Route, text: String)] = [
        ("SpaceX company", .company, "Who founded it, how many people work there, what it is worth."),
        (
            "Launches", .launches(),
            "Every launch of every provider since Sputnik in 1957 to what is planned next (Launch Library 2, with the SpaceX API's detail for SpaceX's), filterable by provider, country, year, month range, outcome, rocket, site and name, and the next ones in your calendar."
        ),
        ("Rockets", .rockets, "The catalogue with specifications, success rates and cost per launch."),
        (
            "Star Wars", .galaxyList(.people),
            "People, planets, vehicles, films, species and starships from SWAPI, searchable, with every link leading on: Luke → Tatooine → its residents."
        ),
        (
            "Chuck Norris facts", .facts(),
            "Search, a random fact by category, the fact of the day. Every search is saved, so offline you still get what you found before."
        ),
        (
            "Weather", .weather(),
            "Find a place (offline too), keep a list of cities, and read their forecast: now, hour by hour, 7 days and a 48-hour chart, in °C or °F."
        ),
    ]

    var section: SiteSection? { .home }

    var body: HTML {
        """
        <h1>Almanac</h1>
        <ul class="cards live"\(HTML.when(dashboard.isLaunchDay, " data-follow"))>
          \(LiveNowCard.homeCard(dashboard.liveNow))
          \(nextLaunchCard)
          \(inSpaceCard)
          \(factCard)
          \(citiesCard)
          \(recentlyViewedCard)
          \(starredCard)
        </ul>
        <h2>Everything in Almanac</h2>
        <p class="lede">An offline-first explorer for public data APIs. Everything is read from the local store, so it keeps working when the upstream APIs do not.</p>
        <ul class="cards">
          \(Self.cards.map { "<li class=\"card\"><a href=\"\($0.route)\"><h2>\($0.title)</h2></a><p>\($0.text)</p></li>" as HTML })
        </ul>
        """
    }

    private var nextLaunchCard: HTML {
        guard let row = dashboard.nextLaunch else {
            guard dashboard.hasLaunches else {
                return """
                    <li class="card"><h2>Next launch</h2><p>The store holds no launch yet. Load them once and they stay here offline: <code>almanac sync</code> from the APIs, or <code>almanac import DIR</code> from a snapshot directory (or start with <code>almanac serve --snapshot DIR</code>).</p></li>
                    """
            }
            return """
                <li class="card"><h2>Next launch</h2><p>No upcoming launch is known: every launch the store lists as upcoming has passed its date. Launch Library 2 brings newer ones when the server can reach it. <a href="\(Route.launches())">All launches</a></p></li>
                """
        }
        let countdown: HTML = "<p class=\"countdown\">\(Components.countdown(row) ?? "\(row.daysText)")</p>"
        return """
            <li class="card"><h2>Next launch</h2>
              <p class="card-title"><a href="\(Route.launch(id: row.id))">\(row.name)</a></p>
              <p>\(row.dateText) · \(row.rocketText)</p>
              \(countdown)
            </li>
            """
    }

    /// How many are in space now and aboard which station, when stations are stored.
    private var inSpaceCard: HTML {
        guard let people = dashboard.inSpace else { return .empty }
        return """
            <li class="card"><h2>In space now</h2>
              <p class="card-title"><a href="\(Route.stations)">\(people.headline)</a></p>
              \(people.aboard.isEmpty ? .empty : "<p>\(people.aboard.joined(separator: " · "))</p>" as HTML)
            </li>
            """
    }

    private var factCard: HTML {
        guard let fact = dashboard.factOfTheDay else {
            return
                "<li class=\"card\"><h2>Fact of the day</h2><p>No fact is saved yet and the facts service could not be reached. <a href=\"\(Route.facts())\">Facts</a></p></li>"
        }
        return """
            <li class="card"><h2>Fact of the day</h2>
              <p class="fact-text">\(fact.text)</p>
              <p><a href="\(Route.factOfTheDay)">Today's fact</a> · <a href="\(Route.randomFact())">A random one</a></p>
            </li>
            """
    }

    private var citiesCard: HTML {
        guard !dashboard.cities.isEmpty else {
            return
                "<li class=\"card\"><h2>Your cities</h2><p>No saved cities yet. <a href=\"\(Route.weather())\">Add a city</a> to see its weather here.</p></li>"
        }
        let rows = dashboard.cities.map { city -> HTML in
            let now: HTML = city.current.map { "\($0.temperatureText) \($0.condition.text)" } ?? "no forecast yet"
            // Old figures say how old they are, here as on the weather page.
            let age: HTML = city.staleText.map { "<span class=\"stale\">\($0)</span>" } ?? .empty
            // The next weather worth acting on, where it is seen first.
            let alert: HTML = city.nextAlertText.map { " <span class=\"alert\">\($0)</span>" } ?? .empty
            return
                "<li><a href=\"\(Route.city(id: city.city.id))\">\(city.city.name)</a> <span class=\"city-now-text\">\(now)\(age)</span>\(alert)</li>"
        }
        return """
            <li class="card"><h2>Your cities</h2>
              <ul class="city-temps">\(rows)</ul>
            </li>
            """
    }

    private var recentlyViewedCard: HTML {
        guard !dashboard.recentlyViewed.isEmpty else {
            return
                "<li class=\"card\"><h2>Star Wars, recently viewed</h2><p>Nothing opened yet. <a href=\"\(Route.galaxyList(.people))\">Browse people, planets and starships</a>; the records you open are listed here.</p></li>"
        }
        let rows = dashboard.recentlyViewed.map { viewed -> HTML in
            "<li><a href=\"\(Route.galaxyRecord(viewed.reference))\">\(viewed.name)</a> <span class=\"kind\">\(viewed.reference.resource.singular)</span></li>"
        }
        return """
            <li class="card"><h2>Star Wars, recently viewed</h2>
              <ul class="recent-records">\(rows)</ul>
            </li>
            """
    }

    /// The starred launches still ahead (with their date), then the other starred records, a
    /// few of each; `/starred` has them all.
    private var starredCard: HTML {
        guard dashboard.starCount > 0 else {
            return
                "<li class=\"card\"><h2>Starred</h2><p>Nothing starred yet. Star a launch, booster, astronaut, space station, fact or Star Wars record with its <strong>☆ Star</strong> button: the launches still ahead and the records are listed here.</p></li>"
        }
        let launches = dashboard.starredAhead.map { row -> HTML in
            "<li><a href=\"\(Route.launch(id: row.id))\">\(row.name)</a> <span class=\"kind\">\(row.dateText)</span></li>"
        }
        let records = dashboard.starredRecords.map { star -> HTML in
            "<li><a href=\"\(star.href ?? Route.starred().href)\">\(star.name)</a> <span class=\"kind\">\(star.kind.noun)</span></li>"
        }
        let ahead: HTML = launches.isEmpty ? "<p>No starred launch is ahead.</p>" : "<ul class=\"recent-records\">\(launches)</ul>"
        let others: HTML = records.isEmpty ? .empty : "<ul class=\"recent-records\">\(records)</ul>"
        return """
            <li class="card"><h2>Starred</h2>
              \(ahead)
              \(others)
              <p><a href="\(Route.starred())">All \(Noun.star.count(dashboard.starCount))</a></p>
            </li>
            """
    }
}
