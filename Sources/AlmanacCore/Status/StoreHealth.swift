/// Whether the store can serve: open, and migrated to the schema this build expects.
public protocol StoreHealth: Sendable {
    /// Throws, saying what is wrong, when the store is not ready.
    func checkReady() async throws
    /// How many bytes the store takes, for an operator's metrics.
    func sizeInBytes() async throws -> Int
}
