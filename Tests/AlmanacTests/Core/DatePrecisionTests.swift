import AlmanacCore
import Foundation
import Testing

/// The UTC period a launch date stands for (`DatePrecision.period(holding:)`).
@Suite("Date precision: the period a date stands for")
struct DatePrecisionTests {
    /// The period as a Gregorian calendar in UTC gives it, field by field: what the hour and the
    /// day, worked out without a calendar, must equal.
    private func byCalendar(_ precision: DatePrecision, _ date: Date) -> Range<Date> {
        let calendar = Calendar.utc
        let parts = calendar.dateComponents([.year, .month, .day, .hour], from: date)
        let seconds: TimeInterval = precision == .day ? 86_400 : 3600
        let start = calendar.date(
            from: DateComponents(year: parts.year, month: parts.month, day: parts.day, hour: precision == .day ? 0 : parts.hour))!
        return start..<start.addingTimeInterval(seconds)
    }

    @Test("the hour and the day holding a date are the calendar's, at any moment from 1900 to 2100, edges included")
    func hoursAndDays() {
        var moments: [Date] = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1), Date(timeIntervalSince1970: 1_795_651_199.999)]
        var state: UInt64 = 38
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let seconds = Double(state >> 33) / Double(1 << 31) * 6_311_433_600 - 2_208_988_800  // 1900...2100
            moments += [Date(timeIntervalSince1970: seconds), Date(timeIntervalSince1970: (seconds / 3600).rounded(.down) * 3600)]
        }
        for date in moments {
            for precision in [DatePrecision.minute, .hour, .day] {
                let period = precision.period(holding: date)
                #expect(period == byCalendar(precision == .minute ? .hour : precision, date), "\(precision) \(date)")
                #expect(period.contains(date))
            }
        }
    }

    @Test("a date's UTC month and day and a month's first midnight are the calendar's, from 1583 to 9998, edges included")
    func monthsByArithmetic() throws {
        let calendar = Calendar.utc
        var moments: [Date] = []
        var state: UInt64 = 41
        for _ in 0..<3000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let seconds = Double(state >> 33) / Double(1 << 31) * 265_000_000_000 - 12_212_553_600  // 1583...9980
            moments.append(Date(timeIntervalSince1970: seconds))
        }
        for year in [1583, 1600, 1700, 1899, 1900, 1969, 1970, 2000, 2024, 2100, 2400, 9998] {
            for month in 1...12 {
                let start = calendar.date(from: DateComponents(year: year, month: month, day: 1))!
                moments += [start, start.addingTimeInterval(-0.001), start.addingTimeInterval(-1)]
                #expect(YearMonth(year: year, month: month)?.start == start, "\(year)-\(month)")
            }
        }
        for date in moments {
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            #expect(YearMonth(utc: date) == YearMonth(year: parts.year!, month: parts.month!), "\(date)")
            let day = YearMonth.civilDay(utc: date)
            #expect(day?.year == parts.year && day?.month == parts.month && day?.day == parts.day, "\(date)")
        }
        #expect(RefreshPadForecasts.day(try Date("2024-02-29T23:59:59Z", strategy: .iso8601)) == "2024-02-29")
        #expect(RefreshPadForecasts.day(try Date("1957-10-04T19:28:34Z", strategy: .iso8601)) == "1957-10-04")
        #expect(RefreshPadForecasts.day(Date(timeIntervalSince1970: 1e308)) == "0-00-00")
        #expect(YearMonth(year: 2026, month: 11)?.adding(months: 14) == YearMonth(year: 2028, month: 1))
        #expect(YearMonth(year: 9999, month: 12)?.adding(months: 1) == nil)
        #expect(YearMonth(utc: .distantFuture) == YearMonth(year: 4001, month: 1))
        for hostile in [Date(timeIntervalSince1970: 1e308), Date(timeIntervalSince1970: -1e308), .distantPast] {
            #expect(YearMonth(utc: hostile) == nil)
        }
        #expect(YearMonth(utc: Date(timeIntervalSince1970: .nan)) == nil)
    }

    @Test("a month, quarter, half, year and decade span the calendar's months; hostile dates give an empty span, not a crash")
    func longerPeriods() throws {
        let date = try Date("2026-11-21T16:00:00Z", strategy: .iso8601)
        func iso(_ text: String) throws -> Date { try Date(text, strategy: .iso8601) }
        #expect(DatePrecision.month.period(holding: date) == (try iso("2026-11-01T00:00:00Z"))..<(try iso("2026-12-01T00:00:00Z")))
        #expect(DatePrecision.quarter.period(holding: date) == (try iso("2026-10-01T00:00:00Z"))..<(try iso("2027-01-01T00:00:00Z")))
        #expect(DatePrecision.half.period(holding: date) == (try iso("2026-07-01T00:00:00Z"))..<(try iso("2027-01-01T00:00:00Z")))
        #expect(DatePrecision.year.period(holding: date) == (try iso("2026-01-01T00:00:00Z"))..<(try iso("2027-01-01T00:00:00Z")))
        #expect(DatePrecision.decade.period(holding: date) == (try iso("2020-01-01T00:00:00Z"))..<(try iso("2030-01-01T00:00:00Z")))
        for hostile in [Date(timeIntervalSince1970: 1e308), Date(timeIntervalSince1970: -1e308), .distantFuture] {
            for precision in DatePrecision.allCases { _ = precision.period(holding: hostile) }
        }
    }

    @Test("whether a launch may still happen agrees with its period's end, just before, at and after it, for every precision")
    func mayStillHappen() {
        // Dates every 9 days and 7 hours over sixty years, each asked at moments around its period's end and further off.
        let day: TimeInterval = 86_400
        let offsets: [TimeInterval] = [-400 * day, -day, -1, 0, 1, 3_600, 40 * day, 200 * day, 4_000 * day]
        var date = Date(timeIntervalSince1970: -315_619_200)  // 1960
        while date.timeIntervalSince1970 < 1_577_836_800 {  // 2020
            for precision in DatePrecision.allCases {
                let end = precision.latestTime(for: date)
                for offset in offsets {
                    let now = end.addingTimeInterval(offset)
                    #expect(precision.mayStillHappen(date, at: now) == (end >= now), "\(precision) \(date) at \(now)")
                }
            }
            date.addTimeInterval(9 * day + 7 * 3_600)
        }
    }
}
