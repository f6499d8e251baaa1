/// The company description, if the dataset has been loaded.
public struct ShowCompany: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    /// Throws `NotFound` while no SpaceX data is stored yet.
    public func callAsFunction() async throws -> Company {
        guard let company = try await ifLoaded() else { throw NotFound(.company, id: "spacex") }
        return company
    }

    /// The company, or nil while no SpaceX data is stored yet (a page then says how to load it).
    public func ifLoaded() async throws -> Company? { try await store.company() }
}
