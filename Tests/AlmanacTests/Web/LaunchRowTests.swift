import AlmanacCore
import AlmanacPresentation
import AlmanacTestSupport
import Foundation
import NIOCore
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

    @Test("a kept row is drawn again only when its data is refreshed, its day, its minute while ahead, or the zone changes")
    func keptRows() async throws {
        let store = try await TestFixtures.inMemoryStore()
        let past = BrowseLaunches.Row(launch: try #require(try await store.launch(id: "l1")), rocket: nil)  // FalconSat, with a patch
        let drawings = LaunchDrawings()
        // Environments that differ in how they link images show which drawing came back.
        func drawn(
            _ row: BrowseLaunches.Row, at date: Date, zone: TimeZone = TestFixtures.utc, refreshed: [Freshness?] = [], images prefix: String
        ) -> String {
            let environment = PresentationEnvironment(now: .fixed(date), timeZone: zone) { prefix + $0 }
            return String(decoding: drawings.rowDrawer(for: environment, freshness: FreshnessTable(refreshed))(row).bytes, as: UTF8.self)
        }
        let day = TestFixtures.now
        #expect(drawn(past, at: day, images: "/first?").contains("/first?"))
        #expect(drawn(past, at: day.addingTimeInterval(60), images: "/second?").contains("/first?"), "the same day: kept")
        let nextDay = drawn(past, at: day.addingTimeInterval(86_400), images: "/third?")
        #expect(nextDay.contains("/third?") && nextDay != drawn(past, at: day, images: "/fourth?"), "another day: drawn again")
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(drawn(past, at: day.addingTimeInterval(86_400), zone: tokyo, images: "/fifth?").contains("/fifth?"), "another zone")
        // SpaceX refreshed, then Launch Library as well: each is a new drawing.
        var refreshed: [DatasetID] = []
        for dataset in [DatasetID.spacex, .launchLibrary] {
            refreshed.append(dataset)
            let table = DatasetID.allCases.map { shown in
                refreshed.contains(shown) ? Freshness(dataset: shown, refreshedAt: day, origin: Origin(kind: .snapshot, location: "/a")) : nil
            }
            #expect(drawn(past, at: day, refreshed: table, images: "/\(dataset)?").contains("/\(dataset)?"), "\(dataset) refreshed")
        }

        let ahead = try #require(try await store.launch(id: "l5"))  // Crew Future, still ahead
        let reading = { (date: Date) in LaunchRowViewModel.ClockReading(of: ahead, now: date, viewerDay: 1) }
        #expect(reading(day) == reading(day.addingTimeInterval(59 - day.timeIntervalSince1970.truncatingRemainder(dividingBy: 60))))
        #expect(reading(day) != reading(day.addingTimeInterval(60)), "a launch ahead reads the minute")
        let happened = { (date: Date) in LaunchRowViewModel.ClockReading(of: past.launch, now: date, viewerDay: 1) }
        #expect(happened(day) == happened(day.addingTimeInterval(3_600)), "one that happened reads the day only")
    }

    @Test("the JSON API's rows are kept encoded as the page's rows are kept drawn, apart from them")
    func keptEncodedRows() async throws {
        let store = try await TestFixtures.inMemoryStore()
        let past = BrowseLaunches.Row(launch: try #require(try await store.launch(id: "l1")), rocket: nil)  // FalconSat, with a patch
        let drawings = LaunchDrawings()
        func encoded(at date: Date, images prefix: String) throws -> String {
            let environment = PresentationEnvironment(now: .fixed(date), timeZone: TestFixtures.utc) { prefix + $0 }
            let row = try drawings.rowEncoder(for: environment, freshness: FreshnessTable([]))(past)
            return String(buffer: try JSONResponder.encode(data: EncodedJSON(array: [row]), meta: 0).bytes)
        }
        let day = TestFixtures.now
        let first = try encoded(at: day, images: "/first?")
        #expect(first.contains(#""id":"l1""#) && first.contains("/first?"))
        #expect(try encoded(at: day.addingTimeInterval(60), images: "/second?").contains("/first?"), "the same day: kept")
        #expect(try encoded(at: day.addingTimeInterval(86_400), images: "/third?").contains("/third?"), "another day: encoded again")
        let environment = PresentationEnvironment(now: .fixed(day), timeZone: TestFixtures.utc) { "/page?" + $0 }
        let page = String(decoding: drawings.rowDrawer(for: environment, freshness: FreshnessTable([]))(past).bytes, as: UTF8.self)
        #expect(page.contains("/page?"), "the page's rows are kept apart")
    }
}

@Suite("Kept drawings")
struct KeptDrawingsTests {
    @Test("the kept drawing while the input is equal; a new one for a new input; afresh past the limit")
    func keptWhileEqual() {
        let drawings = KeptDrawings<String, Int, HTML>(limit: 2)
        func drawing(_ key: String, _ input: Int, _ text: String) -> String {
            String(decoding: drawings.drawing(for: key, of: input) { HTML(text: text) }.bytes, as: UTF8.self)
        }
        #expect(drawing("a", 1, "first") == "first")
        #expect(drawing("a", 1, "second") == "first")
        #expect(drawing("a", 2, "third") == "third")
        #expect(drawing("b", 1, "b") == "b")
        #expect(drawing("c", 1, "c") == "c")
        #expect(drawing("a", 2, "fourth") == "fourth", "the third key started the drawings afresh")
    }
}
