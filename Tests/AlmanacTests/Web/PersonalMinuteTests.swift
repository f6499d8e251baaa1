import AlmanacCore
import Foundation
import Testing

@testable import AlmanacWeb

/// A visitor's kept answers are redrawn once a minute (they show ages in minutes), each
/// visitor at a second of their own, so a turn of the clock's minute does not redraw every
/// visitor's page at once.
@Suite("The minute a visitor's answers are kept for")
struct PersonalMinuteTests {
    private typealias Answers = PersonalAnswers<Int>

    @Test("for one visitor the minute moves on exactly once in every sixty seconds")
    func oncePerMinute() {
        let visitor = ProfileID.random()
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        for second in stride(from: 0.0, to: 120, by: 0.5) {
            let now = start + second
            #expect(Answers.minute(at: now + 60, of: visitor) == Answers.minute(at: now, of: visitor) + 1)
            #expect(Answers.minute(at: now + 59.5, of: visitor) - Answers.minute(at: now, of: visitor) <= 1)
        }
    }

    @Test("1,000 visitors' minutes turn at seconds spread over the minute, not all at the clock's")
    func spreadOverTheMinute() {
        let start = Date(timeIntervalSince1970: 1_795_000_020)
        var turning = [Int](repeating: 0, count: 60)
        for _ in 0..<1_000 {
            let visitor = ProfileID.random()
            // The second of the minute at which this visitor's minute moves on.
            let second = (0..<60).first {
                Answers.minute(at: start + Double($0) + 1, of: visitor) != Answers.minute(at: start + Double($0), of: visitor)
            }
            turning[second ?? 0] += 1
        }
        // Evenly spread would be about 17 a second; all at once would be 1,000 in one.
        #expect(turning.max() ?? 0 < 60, "\(turning)")
        #expect(turning.filter { $0 > 0 }.count > 50)
    }
}
