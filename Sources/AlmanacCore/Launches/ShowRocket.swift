/// One rocket with its full specification.
public struct ShowRocket: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    /// Accepts an id or a rocket name; throws `NotFound` when neither matches.
    public func callAsFunction(id: String) async throws -> Rocket {
        if let rocket = try await store.rocket(id: id) { return rocket }
        if let named = try await store.rockets().first(where: { $0.isNamed(by: id) }) { return named }
        throw NotFound(.rocket, id: id)
    }
}
