import AlmanacCore
import AlmanacPresentation
import Foundation
import Testing

/// Words a viewer sees for what the data cannot say well by itself.
@Suite("honest words: where data came from, launches whose date passed")
struct HonestWordsTests {
    private let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
    private let loaded = Date(timeIntervalSince1970: 1_795_273_200)  // 21 Nov 2026 15:00 UTC

    @Test("an origin is a host, 'a local mirror' or 'a snapshot of <day>': never a folder or a loopback URL")
    func origins() {
        let cases: [(Origin, String)] = [
            (.upstream("https://api.spacexdata.com"), "api.spacexdata.com"),
            (.upstream("http://127.0.0.1:8111/swapi.dev/api"), "a local mirror"),
            (.upstream("http://localhost:9"), "a local mirror"),
            (.snapshot("/srv/snapshots/latest"), "a snapshot of 21 Nov 2026"),
            (.upstream("not a url"), "its API"),
        ]
        for (origin, words) in cases {
            #expect(OriginText.words(origin, loadedAt: loaded, in: utc) == words)
        }
    }

    @Test("a launch still marked upcoming reads 'Date passed, no result recorded' once its whole planned window is over")
    func datePassed() {
        let december = Date(timeIntervalSince1970: 1_669_852_800)  // 1 Dec 2022, month precision
        let late = OutcomeViewModel(.upcoming, plannedFor: december, precision: .month, now: loaded)
        #expect(late.text == "Date passed, no result recorded" && late.shortText == "Date passed" && late.datePassed && late.code == "upcoming")
        // Within the month it was planned for, it is still upcoming.
        let inWindow = OutcomeViewModel(.upcoming, plannedFor: december, precision: .month, now: december.addingTimeInterval(20 * 86_400))
        #expect(inWindow.text == "Upcoming" && !inWindow.datePassed)
        // A recorded result is never second-guessed.
        #expect(OutcomeViewModel(.success, plannedFor: december, precision: .hour, now: loaded).text == "Success")
    }
}
