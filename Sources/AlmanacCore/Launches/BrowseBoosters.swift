import Foundation

/// The boosters every launch in the store names, and one booster's flights (`/spacex/boosters`,
/// `almanac boosters`).
public struct BrowseBoosters: Sendable {
    let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    /// Every booster, in serial order.
    public func callAsFunction() async throws -> [Booster] {
        Booster.gather(from: try await store.timeline())
    }

    /// One booster by its serial, case ignored ("b1067" is B1067).
    public func booster(serial: String) async throws -> Booster {
        let wanted = serial.trimmingCharacters(in: .whitespaces).uppercased()
        guard let booster = try await self().first(where: { $0.serial.uppercased() == wanted }) else {
            throw NotFound(.booster, id: serial)
        }
        return booster
    }
}
