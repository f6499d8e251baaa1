import AlmanacCore
import Foundation
import Testing

/// Launches per year by provider and country, success by family, and the records, over a
/// hand-made listing: eight providers (the six busiest named, the rest "Others"), a launch
/// still listed as upcoming that no record may count.
@Suite("Launch statistics")
struct LaunchStatisticsTests {
    static func provider(_ id: Int, _ country: String) -> LaunchProvider {
        LaunchProvider(id: id, name: "Provider \(id)", abbreviation: nil, countryCodes: [country])
    }

    static func launch(
        _ id: String, _ year: Int, _ provider: LaunchProvider, family: String = "Falcon", outcome: LaunchOutcome = .success
    )
        -> Launch
    {
        let details = LaunchLibraryDetails(
            id: id, status: nil, windowStart: nil, windowEnd: nil, rocketName: nil, padName: nil, locationName: nil, fullName: id,
            missionDescription: nil, imageURL: nil, infoURL: nil, webcastURL: nil, probability: nil, holdReason: nil, failReason: nil,
            spacexID: nil, lastUpdated: nil, provider: provider, rocketFamily: family)
        return Launch(
            id: id, flightNumber: 0, name: id, date: Calendar.utc.date(from: DateComponents(year: year, month: 6, day: 1))!,
            datePrecision: .day, isUpcoming: outcome == .upcoming, success: outcome == .success ? true : outcome == .failure ? false : nil,
            rocketID: nil, launchpadID: nil, details: nil, failures: [], links: LaunchLinks(), launchLibrary: details, provenance: .launchLibrary)
    }

    /// Provider 1 (USA) flies 3 in 2020 and has 5 more listed for 2021; providers 2–8 one each in
    /// 2021, 2 and 3 in Russia; provider 2's launch failed.
    static let listing: LaunchListing = {
        let first = provider(1, "USA")
        var launches = (0..<3).map { launch("a\($0)", 2020, first) }
        launches += (0..<5).map { launch("u\($0)", 2021, first, outcome: .upcoming) }
        launches += (2...8).map {
            launch("p\($0)", 2021, provider($0, $0 <= 3 ? "RUS" : "X\($0)"), family: "Soyuz", outcome: $0 == 2 ? .failure : .success)
        }
        return LaunchListing(launches, rocketNames: [:])
    }()

    @Test("six providers named, the busiest first, the rest as Others; each year's counts add up to its launches")
    func series() {
        let statistics = LaunchStatistics(Self.listing)
        #expect(statistics.total == 15)
        let groups = statistics.byProvider.groups
        #expect(groups.count == 7 && groups.first?.id == "1" && groups.first?.total == 8 && groups.last?.id == nil && groups.last?.total == 2)
        #expect(statistics.byProvider.years.map(\.year) == [2020, 2021])
        #expect(statistics.byProvider.years.map(\.total) == [3, 12])
        #expect(statistics.byCountry.groups.prefix(2).map(\.id) == ["USA", "RUS"])
    }

    @Test("success by family counts the launches with an outcome; records leave out what is only listed")
    func familiesAndRecords() {
        let statistics = LaunchStatistics(Self.listing)
        // Neither family has ten launches.
        #expect(statistics.families.isEmpty)
        #expect(statistics.records.busiestYear?.year == 2021 && statistics.records.busiestYear?.launches == 7)
        #expect(statistics.records.busiestProviderYear?.provider.id == 1 && statistics.records.busiestProviderYear?.launches == 3)
        let many = LaunchListing(
            (0..<12).map { Self.launch("f\($0)", 2000, Self.provider(1, "USA"), outcome: $0 < 3 ? .failure : .success) }, rocketNames: [:])
        #expect(LaunchStatistics(many).families.map(\.successRate) == [75])
    }
}
