/// Lists launches for a query, each with its rocket resolved to a name.
public struct BrowseLaunches: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    /// A launch together with the rocket that flew it, when the rocket is known.
    public struct Row: Hashable, Sendable {
        public let launch: Launch
        public let rocket: RocketReference?

        public init(launch: Launch, rocket: RocketReference?) {
            self.launch = launch
            self.rocket = rocket
        }
    }

    public func callAsFunction(_ query: LaunchQuery) async throws -> Page<Row> {
        let rockets = try await store.rockets()
        let rocketID = try Self.resolveRocket(query.rocket, among: rockets)
        let page = try await store.launches(matching: query, rocketID: rocketID)
        let byID = Dictionary(rockets.map { ($0.id, RocketReference($0)) }, uniquingKeysWith: { first, _ in first })
        return page.map { Row(launch: $0, rocket: $0.rocketID.flatMap { byID[$0] }) }
    }

    /// Accepts a rocket id or a name in any case ("falcon 9"); anything else names the choices.
    static func resolveRocket(_ text: String?, among rockets: [Rocket]) throws(InvalidInput) -> String? {
        guard let text else { return nil }
        if let match = rockets.first(where: { $0.isNamed(by: text) }) {
            return match.id
        }
        let names = rockets.map(\.name).joined(separator: ", ")
        throw InvalidInput(
            parameter: "rocket",
            message: "rocket must be a rocket id or one of: \(names.isEmpty ? "(no rockets stored)" : names) (got \"\(text)\")"
        )
    }
}
