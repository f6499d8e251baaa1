/// Launches per UTC year split by outcome, every year from the first to the last present (years
/// without launches included, so a chart's axis has no gaps).
public struct CountLaunchesPerYear: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    public func callAsFunction() async throws -> [LaunchYearCounts] {
        let counted = try await store.launchCountsByYear()
        guard let first = counted.first?.year, let last = counted.last?.year else { return [] }
        let byYear = Dictionary(counted.map { ($0.year, $0) }, uniquingKeysWith: { first, _ in first })
        return (first...last).map { byYear[$0] ?? LaunchYearCounts(year: $0) }
    }
}
