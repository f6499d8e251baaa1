import AlmanacCore
import AlmanacPresentation
import Foundation
import Testing

/// "Upcoming" means still ahead: a launch planned only to its quarter (month, year) whose whole
/// period is over without a result is awaiting confirmation, whatever status Launch Library 2
/// last gave it; one known to the day that is to be determined or on hold still waits for a new
/// date (issue 34's rule).
@Suite("Upcoming means upcoming")
struct UpcomingMeansUpcomingTests {
    static let now = Date(timeIntervalSince1970: 1_796_169_600)  // 2026-12-02 00:00 UTC

    static func launch(_ date: String, _ precision: DatePrecision, status: LaunchStatus) -> Launch {
        let details = LaunchLibraryDetails(
            id: "sda", status: status, windowStart: nil, windowEnd: nil, rocketName: "Falcon 9", padName: nil, locationName: nil,
            fullName: "Falcon 9 | SDA Tranche 1 Tracking Layer A", missionDescription: nil, imageURL: nil, infoURL: nil, webcastURL: nil,
            probability: nil, holdReason: nil, failReason: nil, spacexID: nil, lastUpdated: Date(timeIntervalSince1970: 1_783_000_000))
        return Launch(
            id: "sda", flightNumber: 0, name: "SDA Tranche 1 Tracking Layer A", date: (try? Date(date, strategy: .iso8601)) ?? .distantPast,
            datePrecision: precision, isUpcoming: true, success: nil, rocketID: nil, launchpadID: nil, details: nil, failures: [],
            links: LaunchLinks(), launchLibrary: details, provenance: .launchLibrary)
    }

    @Test(
        "a quarter, month or year that has ended without a result is awaiting confirmation, whatever the status",
        arguments: [
            ("2026-09-30T23:59:59Z", DatePrecision.quarter), ("2026-08-31T00:00:00Z", .month), ("2025-12-31T00:00:00Z", .year),
        ])
    func periodEnded(date: String, precision: DatePrecision) {
        for status in [LaunchStatus.toBeDetermined, .toBeConfirmed, .go, .hold] {
            let launch = Self.launch(date, precision, status: status)
            #expect(launch.awaitsResult(at: Self.now), "\(precision) \(status)")
            #expect(OutcomeViewModel(launch, now: Self.now).text == "Awaiting confirmation")
        }
        #expect(!Self.launch("2026-12-31T00:00:00Z", .quarter, status: .toBeDetermined).awaitsResult(at: Self.now), "Q4 2026 is still ahead")
    }

    @Test("a day that has passed with the status to be determined still waits for its new date")
    func dayToBeDetermined() {
        #expect(!Self.launch("2026-11-20T00:00:00Z", .day, status: .toBeDetermined).awaitsResult(at: Self.now))
        #expect(Self.launch("2026-11-20T00:00:00Z", .day, status: .go).awaitsResult(at: Self.now))
        // Its row does not call it past ("12 days ago"), nor counts down to a day gone by.
        let environment = PresentationEnvironment(now: .fixed(Self.now), timeZone: TestFixtures.utc) { $0 }
        for precision in [DatePrecision.day, .minute] {
            let row = LaunchRowViewModel(
                .init(launch: Self.launch("2026-11-20T00:00:00Z", precision, status: .toBeConfirmed), rocket: nil), environment: environment)
            #expect(row.outcome.text == "Upcoming" && row.whenText == "new date to come" && row.countdownText == nil, "\(precision)")
        }
    }
}
