import AlmanacCore
import Foundation

/// `launch_pad_forecast`: one row per pad and day. Written with Launch Library 2's version
/// announced, so the launch pages drawn and kept under it are drawn again with the new weather.
extension SQLLaunchStore: PadForecastStore {
    public func padForecast(padID: Int, day: String) async throws -> PadForecast? {
        try await database.read { session in
            try await session.firstRow("SELECT forecast FROM launch_pad_forecast WHERE pad_id = \(padID) AND day = \(day)").map {
                try StoredJSON.decode(PadForecast.self, column: "forecast", of: $0)
            }
        }
    }

    public func padForecasts() async throws -> [PadForecast] {
        try await database.read { session in
            try await session.rows("SELECT forecast FROM launch_pad_forecast ORDER BY day, pad_id").map {
                try StoredJSON.decode(PadForecast.self, column: "forecast", of: $0)
            }
        }
    }

    public func savePadForecasts(_ forecasts: [PadForecast], droppingDaysBefore before: String) async throws {
        try await database.write([.launchTimeline], announcing: [.dataset(.launchLibrary)]) { session in
            try await session.execute("DELETE FROM launch_pad_forecast WHERE day < \(before)")
            for forecast in forecasts {
                try await session.execute(
                    """
                    INSERT INTO launch_pad_forecast (pad_id, day, fetched_at, forecast)
                    VALUES (\(forecast.padID), \(forecast.day), \(forecast.fetchedAt.timeIntervalSince1970), \(try StoredJSON.encode(forecast)))
                    ON CONFLICT (pad_id, day) DO UPDATE SET fetched_at = excluded.fetched_at, forecast = excluded.forecast
                    """)
            }
        }
    }
}
