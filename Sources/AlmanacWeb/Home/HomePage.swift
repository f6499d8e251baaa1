import AlmanacCore
import AlmanacPresentation

/// `/`: what Almanac holds, one card per section.
struct HomePage: PageView {
    var title: String { "Home" }
    var dataset: DatasetID? { .spacex }

    private static let cards: [(title: String, route: Route, text: String)] = [
        ("SpaceX company", .company, "Who founded it, how many people work there, what it is worth."),
        ("Launches", .launches(), "Every launch with its rocket, outcome and days since or until, filterable by year, month range, outcome, rocket and name."),
        ("Rockets", .rockets, "The catalogue with specifications, success rates and cost per launch."),
        ("Star Wars", .galaxyList(.people), "People, planets, vehicles, films, species and starships from SWAPI, searchable, with every link leading on: Luke → Tatooine → its residents."),
        ("Chuck Norris facts", .facts(), "Search, a random fact by category, the fact of the day. Every search is saved, so offline you still get what you found before."),
        ("Weather", .weather(), "Find a place (offline too), keep a list of cities, and read their forecast: now, hour by hour, 7 days and a 48-hour chart, in °C or °F."),
    ]

    var body: HTML {
        """
        <h1>Almanac</h1>
        <p class="lede">An offline-first explorer for public data APIs. Everything below is read from the local store, so it keeps working when the upstream APIs do not.</p>
        <ul class="cards">
          \(Self.cards.map { "<li class=\"card\"><a href=\"\($0.route)\"><h2>\($0.title)</h2></a><p>\($0.text)</p></li>" as HTML })
        </ul>
        """
    }
}
