/// One launch with its rocket and launchpad resolved.
public struct ShowLaunch: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    public struct Detail: Hashable, Sendable {
        public let launch: Launch
        public let rocket: RocketReference?
        public let launchpad: Launchpad?

        public init(launch: Launch, rocket: RocketReference?, launchpad: Launchpad?) {
            self.launch = launch
            self.rocket = rocket
            self.launchpad = launchpad
        }
    }

    /// Accepts an id or the start of one (`IDPrefix`); throws `NotFound` for an id the store
    /// does not hold, `AmbiguousID` when the start of an id fits several launches.
    public func callAsFunction(id: String) async throws -> Detail {
        guard let launch = try await launch(named: id) else { throw NotFound(.launch, id: id) }
        let rocket = try await launch.rocketID.asyncFlatMap { try await store.rocket(id: $0) }
        let launchpad = try await launch.launchpadID.asyncFlatMap { try await store.launchpad(id: $0) }
        return Detail(launch: launch, rocket: rocket.map(RocketReference.init), launchpad: launchpad)
    }

    private func launch(named id: String) async throws -> Launch? {
        if let launch = try await store.launch(id: id) { return launch }
        guard id.count >= IDPrefix.shortest else { return nil }
        let ids = try await store.launchIDs()
        return try await IDPrefix.resolve(id, among: ids, record: .launch).asyncFlatMap { try await store.launch(id: $0) }
    }
}

extension Optional where Wrapped: Sendable {
    func asyncFlatMap<Result>(_ transform: (Wrapped) async throws -> Result?) async rethrows -> Result? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
