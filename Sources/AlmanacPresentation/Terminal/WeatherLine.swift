import AlmanacCore
import Foundation

/// wttr.in's one-line output, for a status bar (tmux, i3, a shell prompt): `format` is one of its
/// presets (`1` to `4`) or text with its `%` tokens, meaning what they mean there —
/// `%c` the condition as an emoji, `%C` in words, `%x` as a plain symbol, `%t` the temperature,
/// `%f` how warm it feels, `%w` the wind (an arrow the way it blows), `%h` the humidity, `%p`
/// the rain in the last hour, `%o` the chance of rain this hour, `%P` the pressure, `%u` the UV
/// index, `%l` the place, `%m` the moon's phase and `%M` its day, `%S` sunrise, `%z` noon (the
/// sun's highest), `%s` sunset, `%T` the time there and `%Z` its zone. What the kept forecast
/// does not hold (`%D` dawn, `%d` dusk, and any value a forecast fetched before Almanac asked for
/// it lacks) is empty, as wttr.in leaves a value it lacks; an unknown token is empty too. A
/// literal `\n` is a new line.
public struct WeatherLine: Sendable {
    /// wttr.in's presets; they end with a new line, a format of one's own does not.
    public static let presets = ["1": "%c %t\\n", "2": "%c 🌡️%t 🌬️%w\\n", "3": "%l: %c %t\\n", "4": "%l: %c 🌡️%t 🌬️%w\\n"]
    /// The longest format read, in characters: a status bar's is a few dozen.
    public static let lengthLimit = 200

    let format: String

    /// A preset's number or a format of one's own; refused when longer than `lengthLimit` or
    /// holding a control character (nothing from the request may reach a terminal as an escape).
    public init(parsing text: String) throws(InvalidInput) {
        guard text.count <= Self.lengthLimit else {
            throw InvalidInput(.format, "\(InputField.format) must be at most \(Self.lengthLimit) characters (got \(text.count))")
        }
        guard !text.unicodeScalars.contains(where: TerminalText.isUnsafe), !text.contains("\n") else {
            throw InvalidInput(.format, "\(InputField.format) must be text and % tokens only, without control characters")
        }
        format = Self.presets[text] ?? text
    }

    /// The line for `place` with `weather` (nil: no forecast kept), in `units`, at `now`.
    public func render(place: String, forecast: Forecast?, units: UnitSystem, now: Date) -> String {
        let values = Values(place: place, forecast: forecast, units: units, now: now)
        var output = ""
        var scalars = format.makeIterator()
        while let character = scalars.next() {
            guard character == "%" || character == "\\" else {
                output.append(character)
                continue
            }
            guard let next = scalars.next() else {
                output.append(character)
                break
            }
            if character == "\\" {
                output += next == "n" ? "\n" : "\\\(next)"
            } else if next.isASCII, next.isLetter {
                output += values.token(next)
            } else {
                output += "%\(next)"
            }
        }
        return output
    }

    /// What each token stands for.
    private struct Values {
        let place: String
        let forecast: Forecast?
        let units: UnitSystem
        let now: Date

        private var current: CurrentWeather? { forecast?.current }
        private var zone: TimeZone { forecast.flatMap { TimeZone(identifier: $0.timeZone) } ?? .gmt }

        func token(_ symbol: Character) -> String {
            switch symbol {
            case "l": place
            case "c": condition.emoji
            case "C": current.map { WeatherCondition(code: $0.weatherCode, isDay: $0.isDay).text } ?? ""
            case "x": condition.plain
            case "t": degrees(current?.temperature)
            case "f": degrees(current?.apparentTemperature)
            case "w":
                current?.windSpeed.map {
                    "\(WindArrow.of(current?.windDirection))\(Int(units.speed($0).rounded()))\(units == .metric ? "km/h" : "mph")"
                } ?? ""
            case "p": current?.precipitation.map { String(format: "%.1fmm", $0) } ?? ""
            case "P": current?.pressure.map { "\(Int($0.rounded()))hPa" } ?? ""
            case "u": current?.uvIndex.map { String(Int($0.rounded())) } ?? ""
            case "h": current?.humidity.map { "\(Int($0.rounded()))%" } ?? ""
            case "o": hourNow?.precipitationProbability.map { "\(Int($0.rounded()))%" } ?? ""
            case "m": MoonPhase(at: now).symbol
            case "M": String(MoonPhase(at: now).day)
            case "S": time(today?.sunrise)
            case "s": time(today?.sunset)
            case "z": time(noon)
            case "T": time(now)
            case "Z": forecast?.timeZone ?? ""
            default: ""
            }
        }

        /// "+7°C", "-3°F": whole degrees, signed, as wttr.in writes them.
        private func degrees(_ celsius: Double?) -> String {
            guard let celsius else { return "" }
            let whole = Int(units.temperature(celsius).rounded())
            return "\(whole < 0 ? "" : "+")\(whole)\(units.temperatureSymbol)"
        }

        private var condition: WttrCondition { WttrCondition(code: current?.weatherCode) }

        private var today: DailyWeather? {
            let day = now.formatted(Date.ISO8601FormatStyle(timeZone: zone).year().month().day())
            return forecast?.daily.first { $0.day == day }
        }

        private var hourNow: HourlyWeather? { forecast?.hourly.last { $0.time <= now } }

        /// The sun's highest: halfway between sunrise and sunset.
        private var noon: Date? {
            guard let sunrise = today?.sunrise, let sunset = today?.sunset else { return nil }
            return sunrise.addingTimeInterval(sunset.timeIntervalSince(sunrise) / 2)
        }

        private func time(_ date: Date?) -> String {
            guard let date else { return "" }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
            return String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        }
    }
}

/// A WMO code as wttr.in's condition: its emoji (padded to the width terminals give it, as
/// wttr.in pads) and its plain-text symbol.
struct WttrCondition {
    let emoji: String
    let plain: String

    init(code: Int?) {
        let (emoji, width, plain): (String, Int, String) =
            switch code {
            case 0?: ("☀️", 1, "o")
            case 1?, 2?: ("⛅️", 2, "m")
            case 3?: ("☁️", 1, "mmm")
            case 45?, 48?: ("🌫", 2, "=")
            case 51?, 53?, 55?, 61?: ("🌦", 1, "/")
            case 63?, 65?: ("🌧", 2, "///")
            case 56?, 57?, 66?, 67?: ("🌧", 1, "x")
            case 71?, 77?: ("🌨", 2, "*")
            case 73?, 75?: ("❄️", 1, "**")
            case 80?: ("🌦", 1, ".")
            case 81?, 82?: ("🌧", 2, "//")
            case 85?: ("🌨", 2, "*/")
            case 86?: ("❄️", 1, "*/*")
            case 95?: ("⛈", 1, "!/")
            case 96?, 99?: ("🌩", 2, "/!/")
            default: ("✨", 2, "?")
            }
        self.emoji = emoji + String(repeating: " ", count: width - 1)
        self.plain = plain
    }
}

/// The moon's phase at a moment: its age in a 28-day scale (as wttr.in's `%M`) and the one of
/// eight symbols it shows.
struct MoonPhase {
    /// 0 (new) to 27.
    let day: Int
    let symbol: String

    /// A new moon (2000-01-06 18:14 UTC) and the mean synodic month.
    private static let newMoon = Date(timeIntervalSince1970: 947_182_440)
    private static let month = 29.530588853 * 86_400

    init(at date: Date) {
        let age = date.timeIntervalSince(Self.newMoon).truncatingRemainder(dividingBy: Self.month)
        let phase = (age < 0 ? age + Self.month : age) / Self.month * 28
        day = Int(phase)
        let symbols = ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"]
        symbol = symbols[(Int(32 * phase / 28 + 2) % 32) / 4]
    }
}

/// The way the wind blows, as wttr.in draws it: a wind from the north (0°) is `↓`.
public enum WindArrow {
    public static func of(_ degrees: Double?) -> String {
        guard let degrees else { return "" }
        let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
        return arrows[Int((degrees + 22.5).truncatingRemainder(dividingBy: 360) / 45) % 8]
    }
}
