import AlmanacCore
import AlmanacStore
import Foundation
import Testing

/// The weather at the pads, kept per pad and day, run against each store kind: a new fetch
/// replaces the day's forecast and days gone by are dropped. (That a save redraws the launch
/// pages is `PadWeatherTests`'.)
@Suite("Store contract: pad forecasts")
struct PadForecastStoreContract {
    static func forecast(pad: Int, day: String, gusts: Double, fetchedAt: Date) -> PadForecast {
        let hour = PadWeatherHour(
            time: fetchedAt, windSpeed: 10, windGusts: gusts, precipitationProbability: 20, cloudCover: nil, visibility: 24_000, weatherCode: 95)
        return PadForecast(padID: pad, day: day, hours: [hour], fetchedAt: fetchedAt)
    }

    @Test(
        "kept per pad and day, replaced by a newer fetch, dropped once its day is gone",
        arguments: StoreKind.available)
    func keptPerPadAndDay(kind: StoreKind) async throws {
        let stores = try await kind.open()
        let store = SQLLaunchStore(database: stores.database)
        let first = Self.forecast(pad: 80, day: "2026-11-25", gusts: 30, fetchedAt: TestFixtures.now)
        try await store.savePadForecasts(
            [first, Self.forecast(pad: 39, day: "2026-11-23", gusts: 12, fetchedAt: TestFixtures.now)], droppingDaysBefore: "2026-11-20")
        #expect(try await store.padForecast(padID: 80, day: "2026-11-25") == first)
        let newer = Self.forecast(pad: 80, day: "2026-11-25", gusts: 45, fetchedAt: TestFixtures.now.addingTimeInterval(3 * 3_600))
        try await store.savePadForecasts([newer], droppingDaysBefore: "2026-11-24")
        #expect(try await store.padForecast(padID: 80, day: "2026-11-25") == newer)
        #expect(try await store.padForecasts().map(\.padID) == [80], "pad 39's day (23 Nov) is gone")
        #expect(try await store.padForecast(padID: 80, day: "2026-11-26") == nil)
    }
}
