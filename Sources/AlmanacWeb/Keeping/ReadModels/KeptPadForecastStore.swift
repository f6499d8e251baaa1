import AlmanacCore

/// The weather at the pads, kept per version of Launch Library 2 (`DataVersions`), under which
/// the refresher writes it: the whole table, a few pads over 16 days, so that a launch page drawn
/// again for a new address or a visitor's units reads no row. Writes are passed to the store.
package final class KeptPadForecastStore: PadForecastStore {
    private let store: any PadForecastStore
    private let changes: any StoreChanges
    /// Each pad's forecasts by day.
    private let tables = KeptWhileStamped<Bool, [Int: [String: PadForecast]]>(limit: 1)

    package init(_ store: any PadForecastStore, changes: any StoreChanges) {
        self.store = store
        self.changes = changes
    }

    private func table() async throws -> [Int: [String: PadForecast]] {
        try await tables.value(true, version: try await changes.version(of: [.dataset(.launchLibrary)])) {
            try await store.padForecasts().reduce(into: [:]) { table, forecast in table[forecast.padID, default: [:]][forecast.day] = forecast }
        }
    }

    package func padForecast(padID: Int, day: String) async throws -> PadForecast? {
        try await table()[padID]?[day]
    }

    package func padForecasts() async throws -> [PadForecast] { try await store.padForecasts() }

    package func savePadForecasts(_ forecasts: [PadForecast], droppingDaysBefore before: String) async throws {
        try await store.savePadForecasts(forecasts, droppingDaysBefore: before)
    }
}
