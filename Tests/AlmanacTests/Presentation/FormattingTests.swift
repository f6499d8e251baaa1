import AlmanacCore
import Foundation
import Testing

@testable import AlmanacPresentation

@Suite("Formatting for people")
struct FormattingTests {
    private func calendar(_ zone: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar
    }

    /// 2023-08-15 22:30 UTC.
    private let date = Date(timeIntervalSince1970: 1_692_138_600)

    @Test(
        "dates are only as precise as they are known",
        arguments: [
            (DatePrecision.hour, "2023/08/15 - 10:30 PM"), (.day, "2023/08/15 - 10:30 PM"), (.month, "August 2023"),
            (.quarter, "Q3 2023"), (.half, "H2 2023"), (.year, "2023"),
        ])
    func precision(precision: DatePrecision, expected: String) {
        #expect(DateText.launchDate(date, precision: precision, in: calendar("UTC")) == expected)
    }

    @Test("dates are shown in the viewer's time zone")
    func viewerTimeZone() {
        #expect(DateText.launchDate(date, precision: .hour, in: calendar("Europe/Berlin")) == "2023/08/16 - 12:30 AM")
        #expect(DateText.launchDate(date, precision: .hour, in: calendar("America/Los_Angeles")) == "2023/08/15 - 3:30 PM")
    }

    @Test("days count between start-of-day dates, with today and singular forms")
    func relativeDays() {
        let utc = calendar("UTC")
        let now = date  // 22:30
        #expect(DateText.relativeDays(to: now.addingTimeInterval(3600), now: now, in: utc) == "today")
        #expect(DateText.relativeDays(to: now.addingTimeInterval(2 * 3600), now: now, in: utc) == "1 day from now")
        #expect(DateText.relativeDays(to: now.addingTimeInterval(-22 * 3600), now: now, in: utc) == "today")
        #expect(DateText.relativeDays(to: now.addingTimeInterval(-23 * 3600), now: now, in: utc) == "1 day since now")
        #expect(DateText.relativeDays(to: now.addingTimeInterval(-10 * 86_400), now: now, in: utc) == "10 days since now")
        #expect(DateText.relativeDays(to: now.addingTimeInterval(1000 * 86_400), now: now, in: utc) == "1,000 days from now")
    }

    @Test("the same instant is 'today' in one zone and tomorrow in another")
    func dayBoundaryFollowsZone() {
        let now = date  // 22:30 UTC on the 15th = 00:30 on the 16th in Berlin
        let launch = now.addingTimeInterval(2 * 3600)  // 00:30 UTC on the 16th
        #expect(DateText.relativeDays(to: launch, now: now, in: calendar("UTC")) == "1 day from now")
        #expect(DateText.relativeDays(to: launch, now: now, in: calendar("Europe/Berlin")) == "today")
    }

    @Test(
        "the wall clock agrees with Calendar's date components in every zone, before and after 1970, ISO 8601 with the format style, and the basic format with a formatted string"
    )
    func wallClockMatchesCalendar() {
        let zones = ["UTC", "Europe/Berlin", "America/St_Johns", "Asia/Kathmandu", "Pacific/Kiritimati", "Pacific/Pago_Pago"]
        // Every 9 h 47 min 13.7 s from 1948 to 2102: leap years, 1900/2000/2100 rules, DST changes.
        var instant = Date(timeIntervalSince1970: -694_224_000)
        let end = Date(timeIntervalSince1970: 4_197_000_000)
        var checked = 0
        while instant < end {
            for zone in zones {
                let calendar = calendar(zone)
                let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
                let clock = WallClock(instant, in: calendar.timeZone)
                #expect(
                    clock.map { [$0.year, $0.month, $0.day, $0.hour, $0.minute, $0.second] } == [
                        parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second,
                    ], "\(zone) \(instant)")
            }
            #expect(DateText.iso8601(instant) == instant.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!)))
            let utc = calendar("UTC").dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
            let basicDay = String(format: "%04d%02d%02d", utc.year!, utc.month!, utc.day!)
            #expect(DateText.basicDay(instant) == basicDay)
            #expect(DateText.basicTimestamp(instant) == basicDay + String(format: "T%02d%02d%02dZ", utc.hour!, utc.minute!, utc.second!))
            instant.addTimeInterval(9 * 3600 + 47 * 60 + 13.7)
            checked += 1
        }
        #expect(checked > 130_000)
        #expect(WallClock(Date(timeIntervalSince1970: .infinity), in: calendar("UTC").timeZone) == nil)
        #expect(DateText.launchDate(Date(timeIntervalSince1970: .nan), precision: .day, in: calendar("UTC")) == "unknown date")
    }

    @Test("day counts agree with Calendar's, across DST changes and zones with odd offsets")
    func dayDifferenceMatchesCalendar() {
        // Every 7 h 13 min over three years, against a fixed "now" and one 500 days later.
        let zones = ["UTC", "Europe/Berlin", "America/Los_Angeles", "Asia/Kolkata", "Pacific/Chatham", "Australia/Lord_Howe"]
        for zone in zones {
            let calendar = calendar(zone)
            for now in [date, date.addingTimeInterval(500 * 86_400)] {
                var instant = date.addingTimeInterval(-400 * 86_400)
                while instant < date.addingTimeInterval(700 * 86_400) {
                    let expected = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: instant)).day
                    #expect(DateText.dayDifference(from: now, to: instant, in: calendar) == expected, "\(zone) \(now) → \(instant)")
                    instant.addTimeInterval(7 * 3600 + 13 * 60)
                }
            }
        }
    }

    @Test("decimals by integer arithmetic read exactly as the Double-based formatting they replaced")
    func decimalsMatchReference() {
        /// The former implementation, kept here as the reference.
        func reference(_ value: Double, decimals: Int) -> String {
            let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
            let rounded = (value * scale).rounded() / scale
            let whole = Int64(rounded.rounded(.towardZero))
            let fraction = abs(rounded - Double(whole))
            var text = NumberText.grouped(whole)
            if rounded < 0, whole == 0 { text = "-" + text }
            guard decimals > 0, fraction > 0 else { return text }
            let fractionDigits = String(Int((fraction * scale).rounded()))
            let padded = String(repeating: "0", count: max(0, decimals - fractionDigits.count)) + fractionDigits
            return text + "." + String(padded.reversed().drop { $0 == "0" }.reversed())
        }
        var values: [Double] = [0, -0.0, 0.05, -0.05, 0.25, -0.25, 22.25, 1.005, 999.95, 1_234_567.891, -3.7, 12.0]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<3000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let magnitude = pow(10.0, Double(state >> 60) - 3)  // 10^-3 … 10^12
            let mantissa = Double(state >> 11 & 0xFFFF) / 65_536 * (state & 1 == 0 ? 1 : -1)
            values.append((mantissa * magnitude * 100).rounded() / 100)  // two decimals, like a reading
        }
        for value in values {
            for decimals in 0...2 {
                #expect(NumberText.decimal(value, decimals: decimals) == reference(value, decimals: decimals), "\(value), \(decimals)")
            }
        }
    }

    @Test("an age from a stored time that is no time at all reads 'just now', never traps")
    func hostileAge() {
        let now = Date(timeIntervalSince1970: 1_795_262_400)
        #expect(DateText.age(of: Date(timeIntervalSince1970: .nan), now: now) == "just now")
        #expect(DateText.age(of: Date(timeIntervalSince1970: -1e308), now: now).hasSuffix("days ago"))
        #expect(DateText.age(of: Date(timeIntervalSince1970: 1e308), now: now) == "just now")
        #expect(DateText.age(of: now.addingTimeInterval(-7200), now: now) == "2 hours ago")
    }

    @Test("two ages are equal exactly when they are said in the same words")
    func agesEqualAsWords() {
        let now = Date(timeIntervalSince1970: 1_795_262_400)
        let elapsed: [TimeInterval] = [
            -5, 0, 1, 59, 59.9, 60, 61, 119, 120, 3599, 3600, 3601, 7199, 7200, 86_399, 86_400, 86_401, 172_799, 172_800, 1e9, .nan,
        ]
        for a in elapsed {
            for b in elapsed {
                let (first, second) = (DateText.Age(of: now - a, now: now), DateText.Age(of: now - b, now: now))
                #expect((first == second) == (first.words == second.words), "\(a) s and \(b) s ago")
            }
        }
    }

    @Test("record counts read right for one and for many, whatever the store calls them")
    func recordNouns() {
        #expect(Noun(plural: "recent searches").count(1) == "1 recent search")
        #expect(Noun(plural: "saved cities").count(1) == "1 saved city")
        #expect(Noun(plural: "launches").count(1) == "1 launch")
        #expect(Noun(plural: "people").count(1) == "1 person")
        #expect(Noun(plural: "species").count(1) == "1 species")
        #expect(Noun(plural: "categories").count(16) == "16 categories")
        #expect(Noun(plural: "places").count(10_010) == "10,010 places")
    }

    @Test("numbers are grouped by thousands on every machine")
    func grouping() {
        #expect(NumberText.grouped(0) == "0")
        #expect(NumberText.grouped(999) == "999")
        #expect(NumberText.grouped(1000) == "1,000")
        #expect(NumberText.grouped(Int64(74_000_000_000)) == "74,000,000,000")
        #expect(NumberText.grouped(-1_234_567) == "-1,234,567")
        #expect(NumberText.decimal(3.7) == "3.7")
        #expect(NumberText.decimal(549_054, decimals: 0) == "549,054")
        #expect(NumberText.decimal(22.25, decimals: 1) == "22.3")
    }

    @Test("the company sentence reads as the seed's, with grouped digits")
    func companySentence() async throws {
        let company = try await TestFixtures.download().catalog.company
        let model = CompanyViewModel(company)
        #expect(
            model.sentence
                == "TestX was founded by Ada Founder in 2002. It has now 12,345 employees, 2 launch sites, and is valued at USD 74,000,000,000")
        #expect(model.facts.map(\.label) == ["CEO", "COO", "Headquarters", "Vehicles", "Test sites"])
        #expect(model.links.map(\.label) == ["Website", "Twitter"])
    }

    @Test("a launch row shows rocket name and type, outcome as icon and word, and only links that exist")
    func launchRows() async throws {
        let store = try await TestFixtures.inMemoryStore()
        let environment = PresentationEnvironment(now: .fixed(TestFixtures.now), timeZone: TestFixtures.utc) { "/img?url=" + $0 }
        let detail = LaunchDetailViewModel(try await ShowLaunch(store: store)(id: "l1"), environment: environment)
        #expect(detail.summary.rocketText == "Falcon 1")
        #expect((detail.summary.outcome.icon, detail.summary.outcome.text) == ("✗", "Failure"))
        #expect(detail.summary.patchURL == "/img?url=https://images.example.org/p1.png")
        #expect(detail.links.map(\.label) == ["Article", "Webcast"])
        #expect(detail.failures == ["T+33 s, merlin engine failure"])
        #expect(detail.launchpad?.place == "Omelek Island, Marshall Islands")
        let bare = LaunchDetailViewModel(try await ShowLaunch(store: store)(id: "l2"), environment: environment)
        #expect(bare.links.isEmpty)
        #expect(bare.summary.patchURL == nil)
    }

    @Test("the chart stacks outcomes from the baseline and scales to the busiest year")
    func chart() {
        let stats = LaunchStatsViewModel([LaunchYearCounts(year: 2020, success: 2, failure: 1), LaunchYearCounts(year: 2021, success: 6)])
        let bars = stats.chart.bars
        #expect(bars.count == 2)
        #expect(bars[1].segments.map(\.height) == [160])
        #expect(bars[0].segments.map(\.outcome) == ["success", "failure"])
        #expect(bars[0].segments[0].y + bars[0].segments[0].height == stats.chart.baseline)
        #expect(bars[0].title == "2020: 3 launches (2 success, 1 failure)")
    }

    @Test("a crew member reads as name and role, the name alone when the record gives no role")
    func crewMemberText() {
        #expect(LaunchDetailViewModel.CrewMember(name: "Pyotr Dubrov", role: "Commander", astronautID: 1).text == "Pyotr Dubrov · Commander")
        #expect(LaunchDetailViewModel.CrewMember(name: "Anil Menon", role: nil, astronautID: nil).text == "Anil Menon")
    }
}
