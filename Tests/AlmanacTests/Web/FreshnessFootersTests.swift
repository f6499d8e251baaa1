import AlmanacCore
import AlmanacPresentation
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacWeb

@Suite("Footers' freshness words, kept between requests")
struct FreshnessFootersTests {
    /// A moment `seconds` after the fixtures' now, as an environment in `zone`.
    private func environment(_ seconds: Double, zone: String) -> PresentationEnvironment {
        let moment = TestFixtures.now.addingTimeInterval(seconds)
        return PresentationEnvironment(now: Now { moment }, timeZone: TimeZone(identifier: zone)!)
    }

    @Test("a kept footer is always the one said afresh: as its age, zone, freshness and refresh state move")
    func neverStale() {
        let footers = FreshnessFooters()
        let refreshed = Freshness(dataset: .spacex, refreshedAt: TestFixtures.now, origin: Origin(kind: .snapshot, location: "/snapshots/a"))
        let failing = Freshness(
            dataset: .spacex, refreshedAt: TestFixtures.now, origin: Origin(kind: .upstream, location: "https://api.spacexdata.com/v4"),
            lastFailure: RefreshFailure(reason: "HTTP 503", at: TestFixtures.now.addingTimeInterval(90)))
        // Seconds apart within a minute, then across minutes, hours and days: each asked twice.
        let moments: [Double] = [0, 1, 59, 60, 61, 119, 120, 3599, 3600, 7200, 86_399, 86_400, 172_800, 172_800]
        for seconds in moments + moments.reversed() {
            for zone in ["UTC", "Asia/Tokyo", "America/Los_Angeles"] {
                for freshness in [nil, refreshed, failing] {
                    for (canRefresh, isRefreshing) in [(false, false), (true, false), (true, true)] {
                        let environment = environment(seconds, zone: zone)
                        let key = FreshnessFooters.Key(
                            freshness: freshness, dataset: .spacex, zone: zone, canRefresh: canRefresh, isRefreshing: isRefreshing,
                            at: environment.now())
                        let kept = footers.footer(key, environment: environment, at: environment.now())
                        let said = FreshnessViewModel(
                            freshness, dataset: .spacex, environment: environment, canRefresh: canRefresh, isRefreshing: isRefreshing)
                        #expect(kept == said, "at \(seconds) s in \(zone)")
                    }
                }
            }
        }
    }

    @Test("the ages are the only words that move with the moment")
    func agesAreTheMomentsWords() {
        let freshness = Freshness(dataset: .swapi, refreshedAt: TestFixtures.now, origin: Origin(kind: .snapshot, location: "/snapshots/a"))
        let early = FreshnessViewModel(freshness, dataset: .swapi, environment: environment(61, zone: "UTC"))
        let late = FreshnessViewModel(freshness, dataset: .swapi, environment: environment(119, zone: "UTC"))
        #expect(early == late)
        #expect(FreshnessViewModel.ages(of: freshness, at: TestFixtures.now.addingTimeInterval(61)).map(\.words) == ["1 minute ago"])
        #expect(early.text.contains("1 minute ago"))
    }
}
