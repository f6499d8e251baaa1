import AlmanacCore

/// The weather at the pads, kept per version of Launch Library 2 (`DataVersions`), under which
/// the refresher writes it: the whole table, a few pads over 16 days, so that a launch page drawn
/// again for a new address or a visitor's units reads no row. Writes are passed to the store.
package final class KeptPadForecastStore: PadForecastStore {
    private let store: any PadForecastStore
    private let changes: any StoreChanges
    private let tables = KeptWhileStamped<Bool, [PadDay: PadForecast]>(limit: 1)

    private struct PadDay: Hashable, Sendable {
        let padID: Int
        let day: String
    }

    package init(_ store: any PadForecastStore, changes: any StoreChanges) {
        self.store = store
        self.changes = changes
    }

    private func table() async throws -> [PadDay: PadForecast] {
        try await tables.value(true, version: try await changes.version(of: [.dataset(.launchLibrary)])) {
            let forecasts = try await store.padForecasts()
            return Dictionary(forecasts.map { (PadDay(padID: $0.padID, day: $0.day), $0) }, uniquingKeysWith: { _, newer in newer })
        }
    }

    package func padForecast(padID: Int, day: String) async throws -> PadForecast? {
        try await table()[PadDay(padID: padID, day: day)]
    }

    package func padForecasts() async throws -> [PadForecast] { try await store.padForecasts() }

    package func savePadForecasts(_ forecasts: [PadForecast], droppingDaysBefore before: String) async throws {
        try await store.savePadForecasts(forecasts, droppingDaysBefore: before)
    }
}
