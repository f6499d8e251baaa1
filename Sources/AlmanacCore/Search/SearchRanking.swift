/// How well an entry's title answers what was typed, best first: the whole title, the title's
/// start, every word as a whole word of the title, every word starting a word of the title, then
/// entries found only by their other words (a launch by its rocket).
enum SearchRanking: Int, Comparable {
    case wholeTitle, titleStart, wholeWords, wordStarts, otherWords

    /// - Parameters: the title and what was typed, both folded; the typed words.
    init(foldedTitle folded: String, typed: String, words: [Substring]) {
        if folded == typed {
            self = .wholeTitle
        } else if folded.hasPrefix(typed) {
            self = .titleStart
        } else {
            // Split only for the entries the whole-title tests leave (most, for a short text).
            let titleWords = folded.searchWords
            if words.allSatisfy({ titleWords.contains($0) }) {
                self = .wholeWords
            } else if words.allSatisfy({ word in titleWords.contains { $0.hasPrefix(word) } }) {
                self = .wordStarts
            } else {
                self = .otherWords
            }
        }
    }

    static func < (lhs: SearchRanking, rhs: SearchRanking) -> Bool { lhs.rawValue < rhs.rawValue }
}
