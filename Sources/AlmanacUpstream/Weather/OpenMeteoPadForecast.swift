import AlmanacCore
import Foundation

extension OpenMeteoWeatherSource: PadWeatherSource {
    /// What a pad's forecast asks for: the hours of one day in UTC with what decides a launch.
    static let padVariables = ["wind_speed_10m", "wind_gusts_10m", "precipitation_probability", "cloud_cover", "visibility", "weather_code"]

    public func padForecast(latitude: Double, longitude: Double, day: String) async throws -> [PadWeatherHour] {
        guard Plausible.number(latitude, in: -90...90) != nil, Plausible.number(longitude, in: -180...180) != nil,
            day.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil
        else { throw UpstreamFailure.invalid(dataset: .weather, reason: "no forecast for \(latitude), \(longitude) on \(day)") }
        let url =
            forecastURLBase + "/v1/forecast?latitude=\(latitude)&longitude=\(longitude)&hourly=" + Self.padVariables.joined(separator: ",")
            + "&timezone=GMT&start_date=\(day)&end_date=\(day)"
        return try await transport.get(url, api: DatasetID.weather.rawValue) { response throws(UpstreamFailure) in
            let body = try response.decodeJSON(OpenMeteoPadBody.self)
            do {
                return try body.hours()
            } catch {
                throw .decoding(url: response.url, reason: "\(error)")
            }
        }
    }
}

/// `/v1/forecast` asked for a pad's hours in GMT: column arrays under `hourly`, any value null,
/// units under `hourly_units`. A value of another shape or outside what weather can be is missing;
/// columns of unequal length or a time that is not one make the body unusable.
struct OpenMeteoPadBody: Decodable {
    let hourly: [String: [JSONValue]]?
    let hourly_units: [String: String]?

    struct Unusable: Error, CustomStringConvertible {
        let description: String
    }

    func hours() throws(Unusable) -> [PadWeatherHour] {
        guard let hourly, let times = hourly["time"] else { throw Unusable(description: "no hourly.time") }
        for (name, column) in hourly where column.count != times.count {
            throw Unusable(description: "hourly.\(name) has \(column.count) values for \(times.count) times")
        }
        let units = hourly_units ?? [:]
        func number(_ key: String, _ index: Int) -> Double? { hourly[key]?[index].number }
        return try times.indices.map { index throws(Unusable) in
            guard let text = times[index].scalarText, let time = Self.utc(text) else {
                throw Unusable(description: "hourly.time[\(index)] is not a time")
            }
            return PadWeatherHour(
                time: time, windSpeed: OpenMeteoUnits.kilometresPerHour(number("wind_speed_10m", index), unit: units["wind_speed_10m"]),
                windGusts: OpenMeteoUnits.kilometresPerHour(number("wind_gusts_10m", index), unit: units["wind_gusts_10m"]),
                precipitationProbability: OpenMeteoUnits.percent(number("precipitation_probability", index)),
                cloudCover: OpenMeteoUnits.percent(number("cloud_cover", index)),
                visibility: Plausible.number(number("visibility", index), in: 0...1_000_000),
                weatherCode: OpenMeteoUnits.weatherCode(number("weather_code", index)))
        }
    }

    /// "2026-11-25T07:00" in GMT.
    static func utc(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
        guard parts.count == 5, let year = parts[0], let month = parts[1], let day = parts[2], let hour = parts[3], let minute = parts[4],
            (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)).flatMap(Plausible.date)
    }
}
