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

    @Test(
        "a launch still marked upcoming reads 'Awaiting confirmation' once its result was due, unless it is known to the day and its status says it waits"
    )
    func awaitingConfirmation() {
        let december = Date(timeIntervalSince1970: 1_669_852_800)  // 1 Dec 2022, month precision
        func launch(_ outcome: LaunchOutcome, precision: DatePrecision = .month, status: LaunchStatus? = nil) -> Launch {
            Launch(
                id: "x", flightNumber: 1, name: "X", date: december, datePrecision: precision, isUpcoming: outcome == .upcoming,
                success: outcome == .success ? true : nil, rocketID: nil, launchpadID: nil, details: nil, failures: [], links: LaunchLinks(),
                launchLibrary: status.map {
                    LaunchLibraryDetails(
                        id: "x", status: $0, windowStart: nil, windowEnd: nil, rocketName: nil, padName: nil, locationName: nil, fullName: "X",
                        missionDescription: nil, imageURL: nil, infoURL: nil, webcastURL: nil, probability: nil, holdReason: nil, failReason: nil,
                        spacexID: nil, lastUpdated: nil)
                })
        }
        let late = OutcomeViewModel(launch(.upcoming), now: loaded)
        #expect(late.text == "Awaiting confirmation" && late.shortText == "Awaiting" && late.datePassed && late.code == "upcoming")
        #expect(OutcomeViewModel(launch(.upcoming, status: .go), now: loaded).text == "Awaiting confirmation")
        // Within the month it was planned for, it is still upcoming.
        let inWindow = OutcomeViewModel(launch(.upcoming), now: december.addingTimeInterval(20 * 86_400))
        #expect(inWindow.text == "Upcoming" && !inWindow.datePassed)
        // A status that says it waits (to be determined) keeps a launch known to the day upcoming;
        // a month that is over is over, whatever the status says.
        #expect(OutcomeViewModel(launch(.upcoming, precision: .day, status: .toBeDetermined), now: loaded).text == "Upcoming")
        #expect(OutcomeViewModel(launch(.upcoming, status: .toBeDetermined), now: loaded).text == "Awaiting confirmation")
        // A recorded result is never second-guessed.
        #expect(OutcomeViewModel(launch(.success, precision: .hour), now: loaded).text == "Success")
    }
}
