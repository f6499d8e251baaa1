import AlmanacCore
import GraphQL
import OrderedCollections

/// The visitor's saved cities with their stored forecasts (°C, km/h, %), as the weather API
/// answers them per visitor: a query that reads them is the visitor's own, never shared.
enum WeatherGraphFields {
    static func make() throws -> GraphQLFieldMap {
        let current = try GraphQLObjectType(
            name: "CurrentWeather",
            fields: [
                "time": GraphField.value(CurrentWeather.self, GraphQLNonNull(GraphQLString)) { $0.time.graphText },
                "temperature": GraphField.value(CurrentWeather.self, GraphQLFloat, "°C.") { $0.temperature },
                "apparentTemperature": GraphField.value(CurrentWeather.self, GraphQLFloat, "°C.") { $0.apparentTemperature },
                "weatherCode": GraphField.value(CurrentWeather.self, GraphQLInt, "WMO code.") { $0.weatherCode },
                "isDay": GraphField.value(CurrentWeather.self, GraphQLBoolean) { $0.isDay },
                "windSpeed": GraphField.value(CurrentWeather.self, GraphQLFloat, "km/h.") { $0.windSpeed },
                "humidity": GraphField.value(CurrentWeather.self, GraphQLFloat, "%.") { $0.humidity },
                "windDirection": GraphField.value(CurrentWeather.self, GraphQLFloat, "Degrees the wind comes from (0 north, 90 east).") {
                    $0.windDirection
                },
                "windGusts": GraphField.value(CurrentWeather.self, GraphQLFloat, "km/h.") { $0.windGusts },
                "pressure": GraphField.value(CurrentWeather.self, GraphQLFloat, "hPa at sea level.") { $0.pressure },
                "precipitation": GraphField.value(CurrentWeather.self, GraphQLFloat, "mm in the last hour.") { $0.precipitation },
                "uvIndex": GraphField.value(CurrentWeather.self, GraphQLFloat) { $0.uvIndex },
                "visibility": GraphField.value(CurrentWeather.self, GraphQLFloat, "Metres.") { $0.visibility },
            ])
        let hour = try GraphQLObjectType(
            name: "HourlyWeather",
            fields: [
                "time": GraphField.value(HourlyWeather.self, GraphQLNonNull(GraphQLString)) { $0.time.graphText },
                "temperature": GraphField.value(HourlyWeather.self, GraphQLFloat, "°C.") { $0.temperature },
                "weatherCode": GraphField.value(HourlyWeather.self, GraphQLInt, "WMO code.") { $0.weatherCode },
                "isDay": GraphField.value(HourlyWeather.self, GraphQLBoolean) { $0.isDay },
                "precipitationProbability": GraphField.value(HourlyWeather.self, GraphQLFloat, "%.") { $0.precipitationProbability },
                "precipitation": GraphField.value(HourlyWeather.self, GraphQLFloat, "mm in the hour before `time`.") { $0.precipitation },
                "windGusts": GraphField.value(HourlyWeather.self, GraphQLFloat, "km/h.") { $0.windGusts },
            ])
        let day = try GraphQLObjectType(
            name: "DailyWeather",
            fields: [
                "day": GraphField.value(DailyWeather.self, GraphQLNonNull(GraphQLString), "YYYY-MM-DD in the city's zone.") { $0.day },
                "weatherCode": GraphField.value(DailyWeather.self, GraphQLInt, "WMO code.") { $0.weatherCode },
                "temperatureMax": GraphField.value(DailyWeather.self, GraphQLFloat, "°C.") { $0.temperatureMax },
                "temperatureMin": GraphField.value(DailyWeather.self, GraphQLFloat, "°C.") { $0.temperatureMin },
                "sunrise": GraphField.value(DailyWeather.self, GraphQLString) { $0.sunrise?.graphText },
                "sunset": GraphField.value(DailyWeather.self, GraphQLString) { $0.sunset?.graphText },
                "precipitationSum": GraphField.value(DailyWeather.self, GraphQLFloat, "mm.") { $0.precipitationSum },
                "precipitationProbabilityMax": GraphField.value(DailyWeather.self, GraphQLFloat, "%.") { $0.precipitationProbabilityMax },
                "uvIndexMax": GraphField.value(DailyWeather.self, GraphQLFloat) { $0.uvIndexMax },
                "windGustsMax": GraphField.value(DailyWeather.self, GraphQLFloat, "km/h.") { $0.windGustsMax },
                "windDirectionDominant": GraphField.value(DailyWeather.self, GraphQLFloat, "Degrees (0 north).") { $0.windDirectionDominant },
                "daylightDuration": GraphField.value(DailyWeather.self, GraphQLFloat, "Seconds of daylight.") { $0.daylightDuration },
            ])
        let alert = try GraphQLObjectType(
            name: "WeatherAlert", description: "Weather worth acting on, read from the stored forecast with the standard thresholds.",
            fields: [
                "kind": GraphField.value(
                    WeatherAlert.self, GraphQLNonNull(GraphQLString),
                    "rain-soon, thunderstorm, frost-tonight, strong-gusts, heavy-snow or extreme-heat."
                ) {
                    $0.kind.rawValue
                },
                "startsAt": GraphField.value(WeatherAlert.self, GraphQLNonNull(GraphQLString), "The first hour ahead it applies to.") {
                    $0.startsAt.graphText
                },
                "value": GraphField.value(WeatherAlert.self, GraphQLFloat, "The chance of rain (%), the temperature (°C) or the gusts (km/h).") {
                    $0.value
                },
            ])
        let forecast = try GraphQLObjectType(
            name: "Forecast", description: "A stored forecast and when it was fetched.",
            fields: [
                "fetchedAt": GraphField.value(StoredForecast.self, GraphQLNonNull(GraphQLString)) { $0.fetchedAt.graphText },
                "timeZone": GraphField.value(StoredForecast.self, GraphQLString) { $0.forecast.timeZone },
                "current": GraphField.value(StoredForecast.self, current) { $0.forecast.current },
                "hourly": GraphField.value(StoredForecast.self, GraphQLList(hour)) { $0.forecast.hourly },
                "daily": GraphField.value(StoredForecast.self, GraphQLList(day)) { $0.forecast.daily },
                "alerts": GraphField.of(StoredForecast.self, GraphQLList(alert), "The alerts it holds from now on, soonest first.") {
                    stored, _, context in
                    WeatherAlertRules().alerts(in: stored.forecast, at: context.services.now())
                },
            ])
        let city = try GraphQLObjectType(
            name: "SavedCity", description: "A city the visitor saved, in their order.",
            fields: [
                "cityID": GraphField.value(SavedCity.self, GraphQLNonNull(GraphQLString), "The id in the weather API's URLs.") {
                    String($0.id)
                },
                "name": GraphField.value(SavedCity.self, GraphQLNonNull(GraphQLString)) { $0.name },
                "region": GraphField.value(SavedCity.self, GraphQLString) { $0.region },
                "countryCode": GraphField.value(SavedCity.self, GraphQLString) { $0.countryCode },
                "latitude": GraphField.value(SavedCity.self, GraphQLFloat) { $0.latitude },
                "longitude": GraphField.value(SavedCity.self, GraphQLFloat) { $0.longitude },
                "timeZone": GraphField.value(SavedCity.self, GraphQLString) { $0.timeZone },
                "position": GraphField.value(SavedCity.self, GraphQLInt) { $0.position },
                "forecast": GraphField.of(SavedCity.self, forecast, "The stored forecast for the place; null before the first.") {
                    city, _, context in
                    try await context.services.forecasts(city, refresh: .ifMissing).forecast
                },
            ])
        return [
            "savedCities": GraphField.of(Void.self, GraphQLList(city), "The visitor's saved cities (their profile's).") { _, _, context in
                context.markPersonal()
                guard let profile = try await context.viewer.profile() else { return [SavedCity]() }
                return try await context.services.cities.list(of: profile)
            }
        ]
    }
}
