/// The company description, if the dataset has been loaded.
public struct ShowCompany: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    /// Throws `NotFound` while no SpaceX data is stored yet.
    public func callAsFunction() async throws -> Company {
        guard let company = try await store.company() else { throw NotFound(kind: "company", id: "spacex") }
        return company
    }
}
