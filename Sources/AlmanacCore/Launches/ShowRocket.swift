/// One rocket with its full specification.
public struct ShowRocket: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    /// Throws `NotFound` for an id the store does not hold.
    public func callAsFunction(id: String) async throws -> Rocket {
        guard let rocket = try await store.rocket(id: id) else { throw NotFound(kind: "rocket", id: id) }
        return rocket
    }
}
