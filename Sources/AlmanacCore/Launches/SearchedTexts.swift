import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every launch's searched text (`LaunchFacets.searchedText`) in one buffer of UTF-8, so that a
/// list's search is one pass of the C library's `memchr` over all of them rather than a
/// `String.contains` per launch, which compares by `Character` and made a searched list of
/// every provider's launches (names, rockets, providers, pads and sites: about 700 KB) a few
/// hundred a second.
///
/// Matching by bytes is the rule for every store (`LaunchQuery.matches` uses `holds`). The texts
/// and what is typed are folded the same way (`foldedForSearch`), so it finds what
/// `String.contains` finds, and where the two differ (a typed combining mark alone, which no
/// whole `Character` equals) it finds the mark where a text has one.
struct SearchedTexts: Sendable {
    /// The texts one after another.
    private let bytes: [UInt8]
    /// Where each text ends in `bytes` (exclusive); text `i` starts where `i - 1` ends.
    private let ends: [Int]

    init(_ texts: [String]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(texts.reduce(0) { $0 + $1.utf8.count })
        var ends: [Int] = []
        ends.reserveCapacity(texts.count)
        for text in texts {
            bytes.append(contentsOf: text.utf8)
            ends.append(bytes.count)
        }
        self.bytes = bytes
        self.ends = ends
    }

    /// Whether each text holds `folded` (folded already), in the texts' order.
    func holding(_ folded: String) -> [Bool] {
        var held = [Bool](repeating: false, count: ends.count)
        let needle = Array(folded.utf8)
        guard !needle.isEmpty else { return [Bool](repeating: true, count: ends.count) }
        bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { needle in
                guard let base = haystack.baseAddress, let wanted = needle.baseAddress else { return }
                let (first, rest) = (Int32(needle[0]), needle.count - 1)
                var offset = 0
                // Each place of the first byte (`memchr`, as fast as the C library makes it),
                // then the rest compared there (`memcmp`).
                while offset + needle.count <= haystack.count,
                    let candidate = memchr(base + offset, first, haystack.count - offset - rest)
                {
                    let start = base.distance(to: UnsafeRawPointer(candidate))
                    guard rest == 0 || memcmp(base + start + 1, wanted + 1, rest) == 0 else {
                        offset = start + 1
                        continue
                    }
                    let text = textIndex(containing: start)
                    if start + needle.count <= ends[text] {
                        held[text] = true
                        // The rest of this text needs no look: resume at the next one.
                        offset = ends[text]
                    } else {
                        // A match across two texts is none: look again from the next byte.
                        offset = start + 1
                    }
                }
            }
        }
        return held
    }

    /// The text whose bytes include `offset`.
    private func textIndex(containing offset: Int) -> Int {
        var (low, high) = (0, ends.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether `text` holds `folded`, by the same rule: the reference for one launch.
    static func holds(_ text: String, _ folded: String) -> Bool {
        SearchedTexts([text]).holding(folded)[0]
    }
}
