import AlmanacCore
import AlmanacPresentation
import HTTPTypes

/// `/weather`: the place search with its results, then every saved city as a card.
struct WeatherOverviewPage: PageView {
    /// One search result and whether it is saved already.
    struct Result: Sendable {
        let place: PlaceViewModel
        let saved: Bool
    }

    /// A saved city's card, with its move and remove buttons.
    struct Card: Sendable {
        let weather: CityWeatherViewModel
        let moveUpPosition: Int?
        let moveDownPosition: Int?
    }

    /// What the last button did: "Removed Copenhagen." with an undo button, "Copenhagen is already saved."
    struct Message: Sendable {
        let text: String
        let undoCityID: Int64?
        let isWarning: Bool
    }

    let query: String
    let searchError: String?
    let searchNotice: String?
    let hasSearch: Bool
    let results: [Result]
    let resultsText: String
    let message: Message?
    let cards: [Card]
    let units: UnitSystem
    let back: String
    /// Whether the page answers a button just used ("Added Copenhagen."): a one-time message.
    var answersAButton = false

    var title: String { query.isEmpty ? "Weather" : "\(query) · Weather" }
    var section: SiteSection? { .weather }
    var dataset: DatasetID? { .weather }
    var apiLink: APIRoute? { .cities }
    var status: HTTPResponse.Status { searchError == nil ? .ok : .badRequest }
    /// A one-time message is not kept at all, not even by the device's service worker, so it is
    /// never shown again.
    var cacheControl: String? { answersAButton ? "no-store" : nil }

    var body: HTML {
        let addCity: HTML =
            cards.isEmpty
            ? """
            <section class="state empty add-city">
              <h2>Add a city</h2>
              <p>Search for a place below and add it: its forecast is kept here, so it stays readable offline.</p>
            </section>
            """ : .empty
        return """
            <h1>Weather</h1>
            \(message.map(Self.message))
            \(addCity)
            <form class="filters place-search" method="get" action="\(Route.weather())" role="search" aria-label="Find a place" data-live>
              <div class="field"><label for="q">Find a place</label><input id="q" name="q" type="search" value="\(query)" placeholder="e.g. Copenhagen" minlength="\(PlaceSearchTerm.lengths.lowerBound)" maxlength="\(PlaceSearchTerm.lengths.upperBound)" data-min-length="3"></div>
              <div class="field buttons"><button type="submit">Search</button></div>
            </form>
            <div id="results" aria-live="polite">
            \(searchResults)
            </div>
            \(cityCards)
            """
    }

    private static func message(_ message: Message) -> HTML {
        let undo: HTML =
            message.undoCityID.map {
                "<form method=\"post\" action=\"\(Route.cityAction(id: $0, .restore))\"><button type=\"submit\" class=\"secondary\">Undo</button></form>"
            } ?? .empty
        return """
            <div class="state \(message.isWarning ? "notice" : "done")" role="status">
              <p>\(message.text)</p>
              \(undo)
            </div>
            """
    }

    private var searchResults: HTML {
        let error: HTML = searchError.map { "<p class=\"state error\" role=\"alert\">\($0)</p>" } ?? .empty
        guard hasSearch else { return error }
        let notice: HTML = searchNotice.map { "<p class=\"state notice offline\" role=\"status\">\($0)</p>" } ?? .empty
        let list: HTML = results.isEmpty ? .empty : "<ul class=\"places\">\n\(results.map(Self.result))\n</ul>"
        return """
            \(error)
            \(notice)
            <p class="count">\(resultsText)</p>
            \(list)
            """
    }

    private static func result(_ result: Result) -> HTML {
        let place = result.place
        let detail: HTML = place.detail.isEmpty ? .empty : "<span class=\"place-detail\">\(place.detail)</span>"
        let population: HTML = place.populationText.map { "<span class=\"population\">\($0)</span>" } ?? .empty
        let label = place.detail.isEmpty ? "Add \(place.name)" : "Add \(place.name), \(place.detail)"
        let action: HTML =
            result.saved
            ? "<span class=\"saved-mark\">Saved</span>"
            : "<form method=\"post\" action=\"\(Route.addCity)\"><input type=\"hidden\" name=\"\(InputField.placeID)\" value=\"\(place.id)\"><button type=\"submit\" aria-label=\"\(label)\">Add</button></form>"
        return """
              <li class="place">
                <div><strong>\(place.name)</strong>\(detail)\(population)</div>
                \(action)
              </li>
            """
    }

    private var cityCards: HTML {
        guard !cards.isEmpty else { return .empty }
        return """
            <div class="section-head"><h2>Your cities</h2>\(WeatherViews.unitsSwitch(units, back: back))</div>
            <ol class="city-cards">
            \(cards.map(Self.card))
            </ol>
            \(Components.downloads(of: .weather()))
            """
    }

    private static func card(_ card: Card) -> HTML {
        let weather = card.weather
        let city = weather.city
        let now: HTML =
            weather.current.map {
                """
                <span class="city-now">\(WeatherViews.icon($0.condition))<span class="city-temp">\($0.temperatureText)</span></span>
                      <span class="city-condition">\($0.condition.text)</span>
                """
            } ?? .empty
        let range: HTML = weather.today.map { "<span class=\"city-range\">\($0.rangeText)</span>" } ?? .empty
        let noForecast: HTML = weather.hasForecast ? .empty : "<span class=\"city-condition\">No forecast yet</span>"
        let stale: HTML =
            weather.isStale && weather.hasForecast
            ? "<span class=\"stale\">\(weather.failure == nil ? "" : "Offline · ")\(weather.staleText ?? "old forecast")</span>"
            : .empty
        func move(_ position: Int?, _ direction: String, _ arrow: String) -> HTML {
            guard let position else { return .empty }
            return
                "<form method=\"post\" action=\"\(Route.cityAction(id: city.id, .move))\"><input type=\"hidden\" name=\"\(InputField.position)\" value=\"\(position)\"><button type=\"submit\" class=\"secondary\" aria-label=\"Move \(city.name) \(direction)\">\(arrow)</button></form>"
        }
        return """
              <li class="city-card" id="city-\(city.id)">
                <a class="city-link" href="\(Route.city(id: city.id))">
                  <span class="city-name">\(city.name)</span>
                  <span class="city-detail">\(city.detail)</span>
                  \(now)
                  \(range)
                  \(noForecast)
                  \(stale)
                </a>
                <div class="city-actions">
                  \(move(card.moveUpPosition, "up", "↑"))
                  \(move(card.moveDownPosition, "down", "↓"))
                  <form method="post" action="\(Route.cityAction(id: city.id, .remove))"><button type="submit" class="secondary remove" aria-label="Remove \(city.name)">Remove</button></form>
                </div>
              </li>
            """
    }
}
