/// One rocket with its full specification.
public struct ShowRocket: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    /// Accepts an id, a rocket name or the start of an id (`IDPrefix`); throws `NotFound` when
    /// none matches, `AmbiguousID` when the start of an id fits several.
    public func callAsFunction(id: String) async throws -> Rocket {
        if let rocket = try await store.rocket(id: id) { return rocket }
        let rockets = try await store.rockets()
        if let named = rockets.first(where: { $0.isNamed(by: id) }) { return named }
        if let full = try IDPrefix.resolve(id, among: rockets.map(\.id), record: .rocket),
            let rocket = rockets.first(where: { $0.id == full })
        {
            return rocket
        }
        throw NotFound(.rocket, id: id)
    }
}
