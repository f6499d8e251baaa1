import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import AlmanacStore
import AlmanacUpstream
import ArgumentParser
import Foundation

/// `almanac weather …`: saved cities and their forecasts. Searches ask the geocoder first and
/// fall back to the stored places; forecasts older than 30 minutes are refreshed when shown.
struct WeatherCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather",
        abstract: "Find places, keep a list of cities, and show their forecasts (saved for offline use).",
        subcommands: [Now.self, Search.self, Add.self, List.self, Remove.self, Restore.self, Move.self, Show.self, Alerts.self],
        defaultSubcommand: Now.self
    )

    /// What every weather subcommand shares.
    struct Options: ParsableArguments {
        @OptionGroup var display: DisplayOptions
        @OptionGroup var store: StoreOptions
        @OptionGroup var profileOption: ProfileOption

        /// Runs `body` with the weather use cases and the profile, on a transport tuned for a
        /// waiting user.
        func withWeather<Result>(
            naming names: [InputField: String] = [:], _ body: (WeatherUseCases, ProfileID) async throws -> Result
        ) async throws -> Result {
            let composition = try await Composition.open(store)
            let profile = try await profileOption.checked(in: composition.profiles)
            return try await composition.withTransport(composition.interactiveTransportConfiguration) { transport in
                try await runQuery(naming: names) { try await body(composition.weatherUseCases(transport), profile) }
            }
        }

        /// Runs `body` with the weather use cases and the profile, on the store alone (no upstream
        /// is needed).
        func withStore<Result>(
            naming names: [InputField: String] = [:], _ body: (WeatherUseCases, ProfileID) async throws -> Result
        ) async throws -> Result {
            let composition = try await Composition.open(store)
            let profile = try await profileOption.checked(in: composition.profiles)
            return try await runQuery(naming: names) { try await body(composition.weatherUseCases(nil), profile) }
        }
    }

    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Find places by name (2 to 100 characters); offline, searches the stored places.",
            discussion:
                "Results show region, country and population, so places with the same name can be told apart. Add one with `almanac weather add NAME --pick N`."
        )

        @Argument(help: "The name, or its beginning.") var term: String
        @Option(help: "How many places to list, 1 to 50.") var limit = 10
        @OptionGroup var options: Options

        func validate() throws {
            guard (1...50).contains(limit) else { throw ValidationError("--limit must be from 1 to 50 (got \(limit))") }
        }

        func run() async throws {
            let result = try await options.withWeather(naming: [.search: "TERM"]) { weather, _ in
                try await weather.searchPlaces(try PlaceSearchTerm(parsing: term), limit: limit)
            }
            let view = PlaceSearchViewModel(result)
            if case .offline(let failure) = result.outcome {
                printUpstreamTrouble(.places, failure, instead: "searching the stored places", environment: options.display.environment)
            }
            if options.display.json { return try JSONOutput.print(view) }
            guard !view.places.isEmpty else { return print(view.countText) }
            print(WeatherCommand.placeTable(view.places))
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Save a city: the first place found by NAME (or the Nth with --pick), or one at given coordinates.",
            discussion: "A city already saved is not added twice. With --latitude and --longitude no search is made."
        )

        @Argument(help: "The place's name.") var name: String
        @Option(help: "Which search result to save, from 1 (see `almanac weather search NAME`).") var pick = 1
        @Option(help: "Save a city at these coordinates instead of searching (with --longitude).") var latitude: Double?
        @Option(help: "Save a city at these coordinates instead of searching (with --latitude).") var longitude: Double?
        @OptionGroup var options: Options

        func validate() throws {
            guard pick >= 1 else { throw ValidationError("--pick must be 1 or more (got \(pick))") }
            guard (latitude == nil) == (longitude == nil) else {
                throw ValidationError("--latitude and --longitude go together: give both, or neither to search by name")
            }
        }

        func run() async throws {
            let city: SavedCity = try await options.withWeather(naming: [.name: "NAME", .search: "NAME"]) { weather, profile in
                if let latitude, let longitude {
                    return try await weather.cities.add(try NewCity(name: name, latitude: latitude, longitude: longitude), for: profile)
                }
                let found = try await weather.searchPlaces(try PlaceSearchTerm(parsing: name), limit: max(10, pick))
                if case .offline(let failure) = found.outcome {
                    printUpstreamTrouble(.places, failure, instead: "searching the stored places", environment: options.display.environment)
                }
                guard !found.places.isEmpty else { throw CommandFailure("no place called “\(name)” was found") }
                guard pick <= found.places.count else {
                    throw ValidationError("--pick must be from 1 to \(found.places.count): that is how many places called “\(name)” were found")
                }
                return try await weather.cities.add(try NewCity(found.places[pick - 1]), for: profile)
            }
            let view = SavedCityViewModel(city)
            if options.display.json { return try JSONOutput.print(view) }
            let detail = view.detail.isEmpty ? "" : ", \(view.detail)"
            print("Saved \(view.name)\(detail) as city \(view.id) (position \(view.position)). Show it with `almanac weather show \(view.id)`.")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The saved cities, in order.")

        @OptionGroup var options: Options

        func run() async throws {
            let cities = try await options.withStore { try await $0.cities.list(of: $1) }.map(SavedCityViewModel.init)
            if options.display.json { return try JSONOutput.print(cities) }
            guard !cities.isEmpty else { return print("No saved cities. Add one with `almanac weather add NAME`.") }
            var table = TextTable([
                .init(title: "Pos", alignRight: true), .init(title: "ID", alignRight: true),
                .init(title: "City", shrinks: true), .init(title: "Region, country", shrinks: true), .init(title: "Time zone"),
            ])
            for city in cities { table.add(["\(city.position)", "\(city.id)", city.name, city.detail, city.timeZone ?? "–"]) }
            print(table.render())
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Take a city off the list (undo with `almanac weather restore ID`).")

        @Argument(help: "The city's id (see `almanac weather list`).") var id: String
        @OptionGroup var options: Options

        func run() async throws {
            let city = try await options.withStore { try await $0.cities.remove(id: try SavedCities.id(parsing: id), of: $1) }
            if options.display.json { return try JSONOutput.print(SavedCityViewModel(city)) }
            print("Removed \(city.name). Undo with `almanac weather restore \(city.id)`.")
        }
    }

    struct Restore: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Put the last removed city back where it was.")

        @Argument(help: "The removed city's id.") var id: String
        @OptionGroup var options: Options

        func run() async throws {
            let city = try await options.withStore { try await $0.cities.restore(id: try SavedCities.id(parsing: id), of: $1) }
            if options.display.json { return try JSONOutput.print(SavedCityViewModel(city)) }
            print("Restored \(city.name) at position \(city.position).")
        }
    }

    struct Move: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Move a city to another position in the list.")

        @Argument(help: "The city's id.") var id: String
        @Option(help: "The new position, from 1 (the top).") var to: Int
        @OptionGroup var options: Options

        func run() async throws {
            let city = try await options.withStore(naming: [.position: "--to"]) {
                try await $0.cities.move(id: try SavedCities.id(parsing: id), to: to, of: $1)
            }
            if options.display.json { return try JSONOutput.print(SavedCityViewModel(city)) }
            print("Moved \(city.name) to position \(city.position).")
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "A saved city's weather: now, the hours of today and 7 days (or one line with --format).",
            discussion: """
                The forecast is fetched again when older than 30 minutes; offline, the saved one is shown with its age.
                --format line is Almanac's one line; 1 to 4, or text with % tokens, wttr.in's one-line output \
                (`--format "%l: %c %t"`; %c %C %x condition, %t %f temperature and feels-like, %w wind, %h humidity, \
                %o chance of rain, %m %M moon, %S %z %s sunrise, noon, sunset, %T %Z time and zone).
                """
        )

        @Argument(help: "The city's id or name (see `almanac weather list`).") var city: String
        @Option(help: UnitSystem.help) var units: UnitSystem = .metric
        @Option(help: "full (fits one screen), line (one line, for a status bar), or a wttr.in format: 1 to 4, or text with % tokens.")
        var format = "full"
        @Option(help: "The day whose hours to list, yyyy-MM-dd (default: today).") var day: String?
        @OptionGroup var options: Options

        func validate() throws {
            guard format == "full" || format == "line" else {
                do { _ = try WeatherLine(parsing: format) } catch { throw ValidationError(error.message) }
                return
            }
        }

        func run() async throws {
            let (weather, view) = try await options.withWeather { useCases, profile in
                let saved = try await WeatherCommand.resolve(city, in: useCases.cities, of: profile)
                let weather = try await useCases.forecast(saved, refresh: .ifStale)
                return (weather, try CityWeatherViewModel(weather, units: units, now: CommandClock.now(), day: day))
            }
            WeatherCommand.reportTrouble(of: [weather], environment: options.display.environment)
            if options.display.json { return try JSONOutput.print(view) }
            switch format {
            case "line": print(WeatherReport.line(view))
            case "full": print(WeatherReport.full(view))
            default:
                let line = try WeatherLine(parsing: format)
                Console.current.standardOutput(
                    line.render(place: weather.city.name, forecast: weather.forecast?.forecast, units: units, now: CommandClock.now()))
            }
        }
    }

    struct Now: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Every saved city's weather now, one line each (what `almanac weather` shows).",
            discussion: "Forecasts older than 30 minutes are fetched again, four cities at a time; offline, the saved ones are shown."
        )

        @Option(help: UnitSystem.help) var units: UnitSystem = .metric
        @OptionGroup var options: Options

        func run() async throws {
            let now = CommandClock.now()
            let all = try await options.withWeather { try await $0.forecast.all(of: $1, refresh: .ifStale) }
            WeatherCommand.reportTrouble(of: all, environment: options.display.environment)
            let views = try all.map { try CityWeatherViewModel($0, units: units, now: now) }
            if options.display.json { return try JSONOutput.print(views) }
            guard !views.isEmpty else { return print("No saved cities. Add one with `almanac weather add NAME`.") }
            for view in views { print(WeatherReport.line(view)) }
        }
    }

    /// Says once, on standard error, that the forecast API failed (however many cities asked it).
    static func reportTrouble(of weather: [CityWeather], environment: PresentationEnvironment) {
        guard let failed = weather.first(where: { $0.failure != nil }), let failure = failed.failure else { return }
        let instead =
            weather.contains { $0.forecast != nil }
            ? "showing the saved \(weather.count == 1 ? "forecast" : "forecasts")" : "no forecast is saved yet"
        printUpstreamTrouble(.forecast, failure, instead: instead, environment: environment)
    }

    /// A saved city by id, or by name (exact, else the only one starting with it).
    static func resolve(_ text: String, in cities: SavedCities, of profile: ProfileID) async throws -> SavedCity {
        if let id = Int64(text) { return try await cities.city(id: id, of: profile) }
        let saved = try await cities.list(of: profile)
        let key = text.foldedForSearch
        if let exact = saved.first(where: { $0.name.foldedForSearch == key }) { return exact }
        let starting = saved.filter { $0.name.foldedForSearch.hasPrefix(key) }
        guard starting.count == 1 else {
            let names = saved.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
            let reason =
                starting.isEmpty ? "no saved city is called “\(text)”" : "“\(text)” could be \(starting.map(\.name).joined(separator: " or "))"
            throw CommandFailure(saved.isEmpty ? "\(reason); add one with `almanac weather add NAME`" : "\(reason); saved: \(names)")
        }
        return starting[0]
    }

    static func placeTable(_ places: [PlaceViewModel]) -> StyledText {
        var table = TextTable([
            .init(title: "#", alignRight: true), .init(title: "Place", shrinks: true), .init(title: "Region", shrinks: true),
            .init(title: "Country", shrinks: true), .init(title: "Population", alignRight: true),
        ])
        for (index, place) in places.enumerated() {
            table.add(["\(index + 1)", place.name, place.region ?? "", place.country ?? "", place.population.map(NumberText.grouped) ?? ""])
        }
        return table.render()
    }
}

extension UnitSystem: ExpressibleByArgument {
    /// `--units`'s help, wherever a command shows weather.
    static let help: ArgumentHelp = "metric (°C, km/h) or imperial (°F, mph)."
}
