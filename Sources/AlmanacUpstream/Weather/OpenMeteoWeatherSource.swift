import AlmanacCore
import Foundation

/// Places and forecasts from Open-Meteo (no key needed), or anything that answers like it:
/// the geocoder at `/v1/search` and the forecast at `/v1/forecast`, on two configurable bases.
/// Retries and timeouts are the transport's; this client knows the paths and the shapes.
public struct OpenMeteoWeatherSource: WeatherSource {
    public static let defaultGeocodingURL = "https://geocoding-api.open-meteo.com"
    public static let defaultForecastURL = "https://api.open-meteo.com"

    /// What a forecast asks for: current conditions (with the wind's direction and gusts, the
    /// pressure, rain and UV), 7 days hour by hour and day by day, in the place's own time zone,
    /// in metric units (the defaults).
    static let forecastQuery = [
        "current=temperature_2m,apparent_temperature,weather_code,is_day,wind_speed_10m,relative_humidity_2m,"
            + "wind_direction_10m,wind_gusts_10m,pressure_msl,precipitation,uv_index,visibility",
        "hourly=temperature_2m,weather_code,is_day,precipitation_probability,precipitation,wind_gusts_10m",
        "daily=weather_code,temperature_2m_max,temperature_2m_min,sunrise,sunset,precipitation_sum,precipitation_probability_max,"
            + "uv_index_max,wind_gusts_10m_max,wind_direction_10m_dominant,daylight_duration",
        "timezone=auto", "forecast_days=7",
    ].joined(separator: "&")

    private let geocodingURL: String
    private let forecastURL: String
    let transport: UpstreamTransport

    public init(geocodingURL: String = Self.defaultGeocodingURL, forecastURL: String = Self.defaultForecastURL, transport: UpstreamTransport) {
        self.geocodingURL = geocodingURL.hasSuffix("/") ? String(geocodingURL.dropLast()) : geocodingURL
        self.forecastURL = forecastURL.hasSuffix("/") ? String(forecastURL.dropLast()) : forecastURL
        self.transport = transport
    }

    public var forecastOrigin: Origin { .upstream(forecastURL) }
    /// The forecast's base, without a trailing slash.
    var forecastURLBase: String { forecastURL }

    public func geocode(_ term: PlaceSearchTerm, count: Int) async throws -> GeocodedPlaces {
        let url = geocodingURL + "/v1/search?name=" + PercentEncoding.component(term.text) + "&count=\(count)&language=en&format=json"
        return try await transport.get(url, api: Self.api) { response throws(UpstreamFailure) in
            let body = try response.decodeJSON(OpenMeteoGeocodingBody.self)
            return GeocodedPlaces(places: (body.results ?? []).map(\.place), body: response.body)
        }
    }

    public func forecast(latitude: Double, longitude: Double) async throws -> FetchedForecast {
        let url = forecastURL + "/v1/forecast?latitude=\(latitude)&longitude=\(longitude)&" + Self.forecastQuery
        return try await transport.get(url, api: Self.api) { response throws(UpstreamFailure) in
            let body = try response.decodeJSON(OpenMeteoForecastDTO.self)
            do {
                return FetchedForecast(forecast: try body.forecast(), body: response.body)
            } catch {
                throw .decoding(url: response.url, reason: "\(error)")
            }
        }
    }

    /// How the transport's logs name this API.
    private static let api = DatasetID.weather.rawValue
}
