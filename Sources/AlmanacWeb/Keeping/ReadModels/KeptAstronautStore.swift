import AlmanacCore
import Foundation

/// The astronauts, their roster (`AstronautRoster`), the stations and the spacecraft, kept whole per version of
/// their dataset (`DataVersions`): every list, page and the home page's "in space now" filter them
/// in memory, and decoding 858 people per request was most of such a page. Writes go to the store
/// as they are.
package final class KeptAstronautStore: AstronautStore {
    private let store: any AstronautStore
    private let changes: any StoreChanges
    private let people = KeptWhileStamped<Int, [Astronaut]>(limit: 1)
    private let kept = KeptWhileStamped<Int, [SpaceStation]>(limit: 1)
    private let ready = KeptWhileStamped<Int, AstronautRoster>(limit: 1)
    private let craft = KeptWhileStamped<Int, [Spacecraft]>(limit: 1)

    package init(_ store: any AstronautStore, changes: any StoreChanges) {
        self.store = store
        self.changes = changes
    }

    private func version() async throws -> DataVersion? { try await changes.version(of: [.dataset(.astronauts)]) }

    package func replaceAstronauts(with download: AstronautDownload, refreshedAt: Date) async throws {
        try await store.replaceAstronauts(with: download, refreshedAt: refreshedAt)
    }

    package func astronauts() async throws -> [Astronaut] {
        try await people.value(0, version: try await version(), always: { try await self.store.astronauts() })
    }

    package func astronaut(id: Int) async throws -> Astronaut? { try await astronauts().first { $0.id == id } }

    package func roster() async throws -> AstronautRoster {
        try await ready.value(0, version: try await version(), always: { AstronautRoster(try await self.astronauts()) })
    }

    package func stations() async throws -> [SpaceStation] {
        try await kept.value(0, version: try await version(), always: { try await self.store.stations() })
    }

    package func spacecraft() async throws -> [Spacecraft] {
        try await craft.value(0, version: try await version(), always: { try await self.store.spacecraft() })
    }
}
