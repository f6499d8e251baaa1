import AlmanacCore
import AlmanacPresentation

/// `/weather`: the place search with its results, then every saved city as a card.
struct WeatherOverviewPage: Sendable {
    /// One search result with the form that saves it.
    struct Result: Sendable {
        let place: PlaceViewModel
        let saved: Bool
    }

    /// A saved city's card, with its move and remove buttons.
    struct Card: Sendable {
        let weather: CityWeatherViewModel
        let url: String
        let moveUpPosition: Int?
        let moveDownPosition: Int?
    }

    /// What the last button did: "Removed Copenhagen." with an undo button, "Copenhagen is already saved."
    struct Message: Sendable {
        let text: String
        let undoCityID: Int64?
        let isWarning: Bool
    }

    let freshness: FreshnessViewModel?
    let timeZone: String
    let query: String
    let searchError: String?
    let searchNotice: String?
    let hasSearch: Bool
    let results: [Result]
    let hasResults: Bool
    let resultsText: String
    let message: Message?
    let cards: [Card]
    let hasCities: Bool
    let unitsSwitch: UnitsSwitch
    let backURL: String
    let apiURL: String
}

/// `/weather/cities/{id}`: now, the hours of the chosen day, 7 days, the 48-hour chart.
struct CityWeatherPage: Sendable {
    let freshness: FreshnessViewModel?
    let timeZone: String
    let weather: CityWeatherViewModel
    let selectedDayLabel: String?
    let hasHours: Bool
    let unitsSwitch: UnitsSwitch
    let backURL: String
    let refreshLabel: String
    let apiURL: String
}
