import AlmanacCore
import AlmanacPresentation
import AlmanacServer
import ArgumentParser
import Foundation

extension WeatherCommand {
    /// `almanac weather alerts`: what the stored forecasts hold worth acting on in each saved
    /// city, and what the profile's devices are pushed about it (changed with the options, as on
    /// `/starred` and a city's page). Nothing here asks an upstream.
    struct Alerts: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The weather alerts ahead in the saved cities, and which are pushed to your devices.",
            discussion: """
                Alerts are read from the stored forecasts: rain soon, a thunderstorm, heavy snow, strong gusts, frost tonight, heat. \
                Devices receive them once they receive reminders (on /starred, in a browser). Change what is pushed with \
                --alerts rain-soon,frost-tonight (or none), --rain-chance 10…100, --quiet 22:00-07:00 (or none) and \
                --summary-at 07:00 (or none); times are each city's own. --mute CITY leaves a saved city out, --unmute CITY \
                takes it back.
                """
        )

        @Option(help: "The kinds pushed, comma-separated: \(WeatherAlert.Kind.allCases.map(\.rawValue).joined(separator: ", ")); or none.")
        var alerts: String?
        @Option(help: "The chance of rain (%) worth a push, 10 to 100.") var rainChance: Int?
        @Option(help: "Hours with no push, HH:MM-HH:MM in each city's time; or none.") var quiet: String?
        @Option(help: "When the day's summary is pushed, HH:MM in each city's time; or none.") var summaryAt: String?
        @Option(help: "A saved city (id or name) nothing is pushed about; repeat for more.") var mute: [String] = []
        @Option(help: "A muted city whose weather is pushed again; repeat for more.") var unmute: [String] = []
        @Option(help: UnitSystem.help) var units: UnitSystem = .metric
        @OptionGroup var options: Options

        /// How each field is spelled here, for errors.
        static let names: [InputField: String] = [
            .weatherAlerts: "--alerts", .rainChance: "--rain-chance", .quietFrom: "--quiet", .quietTo: "--quiet", .summaryAt: "--summary-at",
            .mutedCities: "--mute",
        ]

        struct Answer: Encodable {
            struct City: Encodable {
                let id: Int64
                let name: String
                let alerts: [String]
            }
            let pushed: RemindersViewModel.WeatherAlerts
            let cities: [City]
        }

        func run() async throws {
            let composition = try await Composition.open(options.store)
            let profile = try await options.profileOption.checked(in: composition.profiles)
            let reminders = PushReminders(store: composition.pushes, now: composition.now)
            let now = CommandClock.now()
            // The store alone: nothing here asks an upstream.
            let weather = composition.weatherUseCases(nil)
            let (settings, cities) = try await runQuery(naming: Self.names) {
                var settings = try await reminders.weatherAlerts(of: profile)
                if alerts != nil || rainChance != nil || quiet != nil || summaryAt != nil || !mute.isEmpty || !unmute.isEmpty {
                    var muted = settings.mutedCities
                    for name in mute { muted.insert(try await WeatherCommand.resolve(name, in: weather.cities, of: profile).id) }
                    for name in unmute { muted.remove(try await WeatherCommand.resolve(name, in: weather.cities, of: profile).id) }
                    settings = try changed(settings, muted: muted)
                    try await reminders.setWeatherAlerts(settings, for: profile)
                }
                return (settings, try await weather.forecast.all(of: profile, refresh: .ifMissing, concurrency: 1))
            }
            let text = WeatherText(units: units)
            let answer = Answer(
                pushed: RemindersViewModel.WeatherAlerts(settings),
                cities: cities.map { weather in
                    var calendar = Calendar(identifier: .gregorian)
                    calendar.timeZone = TimeZone(identifier: weather.forecast?.forecast.timeZone ?? "") ?? .gmt
                    let alerts = weather.forecast.map { settings.rules.alerts(in: $0.forecast, at: now) } ?? []
                    return Answer.City(
                        id: weather.city.id, name: weather.city.name,
                        alerts: alerts.map { WeatherAlertText.sentence($0, text: text, calendar: calendar, now: now) })
                })
            if options.display.json { return try JSONOutput.print(answer) }
            print("Pushed to your devices: \(answer.pushed.summaryText).")
            guard !answer.cities.isEmpty else { return print("No saved cities. Add one with `almanac weather add NAME`.") }
            for city in answer.cities {
                let name = settings.mutedCities.contains(city.id) ? "\(city.name) (not pushed)" : city.name
                print("\(name): " + (city.alerts.isEmpty ? "nothing worth an alert in the stored forecast" : city.alerts.joined(separator: "; ")))
            }
        }

        /// `settings` with what the options say, checked as the API checks it.
        private func changed(_ settings: WeatherAlertSettings, muted: Set<Int64>) throws -> WeatherAlertSettings {
            let kinds =
                alerts.map { $0 == "none" ? [] : $0.split(separator: ",").map(String.init) } ?? settings.kinds.map(\.rawValue).sorted()
            var quietFrom = settings.quietHours.map { "\($0.from)" }
            var quietTo = settings.quietHours.map { "\($0.to)" }
            if let quiet {
                let ends = quiet.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
                if quiet == "none" {
                    (quietFrom, quietTo) = (nil, nil)
                } else if ends.count == 2 {
                    (quietFrom, quietTo) = (ends[0], ends[1])
                } else {
                    throw InvalidInput(.quietFrom, "--quiet must be two times as HH:MM-HH:MM, or none (got \"\(quiet.prefix(20))\")")
                }
            }
            let summary = summaryAt.map { $0 == "none" ? nil : $0 } ?? settings.summaryAt.map { "\($0)" }
            return try WeatherAlertSettings.parsing(
                alerts: kinds, rainChance: Double(rainChance ?? settings.rainChance), quietFrom: quietFrom, quietTo: quietTo, summaryAt: summary,
                mutedCities: muted.sorted())
        }
    }
}
