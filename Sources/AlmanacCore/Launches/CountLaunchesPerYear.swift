/// Launches per UTC year split by outcome, every year from the first to the last present (years
/// without launches included, so a chart's axis has no gaps).
public struct CountLaunchesPerYear: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    public func callAsFunction() async throws -> [LaunchYearCounts] {
        let counted = try await store.launchCountsByYear()
        guard let first = counted.first?.year, let last = counted.last?.year else { return [] }
        // One walk beside the counted years, oldest first as the store gives them (the first of
        // a repeated year counts): a dictionary of them was built and asked once a year per page.
        var index = counted.startIndex
        return (first...last).map { year in
            while index < counted.endIndex, counted[index].year < year { index += 1 }
            return index < counted.endIndex && counted[index].year == year ? counted[index] : LaunchYearCounts(year: year)
        }
    }
}
