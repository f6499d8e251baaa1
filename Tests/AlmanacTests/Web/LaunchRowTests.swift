import AlmanacCore
import AlmanacPresentation
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacWeb

@Suite("Launch rows")
struct LaunchRowTests {
    private func row(_ launch: Launch, on date: Date) -> String {
        let environment = PresentationEnvironment(now: .fixed(date), timeZone: TestFixtures.utc)
        return String(
            decoding: LaunchRow.render(LaunchRowViewModel(.init(launch: launch, rocket: nil), environment: environment)).bytes, as: UTF8.self)
    }

    @Test("a launch whose planned window has passed reads 'Awaiting confirmation', without '… days since now'")
    func datePassed() async throws {
        let store = try await TestFixtures.inMemoryStore()
        let launch = try #require(try await store.launch(id: "l5"))  // "Crew Future": Q2 2030, upcoming
        let passed = row(launch, on: Date(timeIntervalSince1970: 1_956_528_000))  // in 2032
        #expect(passed.contains("Awaiting confirmation") && !passed.contains("since now"), "\(passed)")
        // Known only to the quarter: the distance to the quarter, not a day count to a date nobody gave.
        let ahead = row(launch, on: TestFixtures.now)
        #expect(
            ahead.contains("Upcoming") && ahead.contains(#"<span class="days">in 3 years</span>"#) && !ahead.contains("days from now"), "\(ahead)")
        let within = row(launch, on: Date(timeIntervalSince1970: 1_904_000_000))  // May 2030, inside Q2
        #expect(within.contains(#"<span class="days">this quarter</span>"#), "\(within)")
    }
}
