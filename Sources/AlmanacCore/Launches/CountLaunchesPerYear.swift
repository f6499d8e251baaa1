/// Launches per UTC year split by outcome, every year from the first to the last present (years
/// without launches included, so a chart's axis has no gaps).
public struct CountLaunchesPerYear: Sendable {
    private let store: any LaunchStore

    public init(store: any LaunchStore) { self.store = store }

    public func callAsFunction() async throws -> [LaunchYearCounts] {
        let counted = try await store.launchCountsByYear()
        guard let first = counted.first?.year, let last = counted.last?.year else { return [] }
        let everyYearFlies = try await store.holdsSeveralProviders()
        // One walk beside the counted years, oldest first as the store gives them (the first of
        // a repeated year counts): a dictionary of them was built and asked once a year per page.
        var index = counted.startIndex
        return (first...last).map { year in
            while index < counted.endIndex, counted[index].year < year { index += 1 }
            return index < counted.endIndex && counted[index].year == year
                ? counted[index] : LaunchYearCounts(year: year, isCovered: !everyYearFlies)
        }
    }

    /// The years between the store's first and last that it holds no launch of and does not
    /// know to be empty: outside every source's span, or any empty year once the store holds
    /// several providers' launches. Every year since 1957 has seen orbital launches, so an empty
    /// one in such a store is a year its sources left out (the reference snapshot's 2025); one
    /// provider's list may truly have none (SpaceX flew nothing in 2011).
    func yearsWithoutData() async throws -> Set<Int> {
        Set(try await callAsFunction().filter { !$0.isCovered }.map(\.year))
    }
}

extension LaunchStore {
    /// Whether the stored launches were flown by more than one provider.
    func holdsSeveralProviders() async throws -> Bool {
        try await listing().choices[.provider, default: []].count > 1
    }
}
