/// Whether the store can serve: open, and migrated to the schema this build expects.
public protocol StoreHealth: Sendable {
    /// Throws, saying what is wrong, when the store is not ready.
    func checkReady() async throws
}
