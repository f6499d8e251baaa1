/// Records named by the start of their id, as a person copies a short id from a table
/// (`almanac rocket 5e9d0d95eda69955`, `almanac launch 6243ae7d`). At least six characters, so
/// a word typed for a name is never taken for an id.
public enum IDPrefix {
    public static let shortest = 6

    /// The one id in `ids` that begins with `prefix`; nil when none does or the prefix is
    /// shorter than `shortest`; `AmbiguousID` naming the candidates when several do.
    public static func resolve(_ prefix: String, among ids: some Sequence<String>, record: NotFound.Record) throws(AmbiguousID) -> String? {
        guard prefix.count >= shortest else { return nil }
        let matches = ids.filter { $0.hasPrefix(prefix) }.sorted()
        guard matches.count <= 1 else { throw AmbiguousID(record: record, prefix: prefix, candidates: matches) }
        return matches.first
    }

    /// Each id's shortest beginning (at least `shortest` characters) that no other id in
    /// `ids` begins with: what a table shows where whole ids do not fit, like git's short hashes.
    /// Neighbours in sorted order share the longest beginnings, so only they are compared.
    public static func shortestUnique(among ids: some Sequence<String>) -> [String: String] {
        let sorted = Array(Set(ids)).sorted()
        func shared(_ a: String, _ b: String) -> Int { zip(a, b).prefix { $0 == $1 }.count }
        var short: [String: String] = [:]
        for (index, id) in sorted.enumerated() {
            let before = index > 0 ? shared(id, sorted[index - 1]) : 0
            let after = index + 1 < sorted.count ? shared(id, sorted[index + 1]) : 0
            short[id] = String(id.prefix(max(shortest, max(before, after) + 1)))
        }
        return short
    }
}

/// A short id that begins the ids of several records: the person has to type more of it.
public struct AmbiguousID: Error, Hashable, Sendable, CustomStringConvertible {
    public let record: NotFound.Record
    public let prefix: String
    /// Every id it begins, sorted.
    public let candidates: [String]

    public init(record: NotFound.Record, prefix: String, candidates: [String]) {
        self.record = record
        self.prefix = prefix
        self.candidates = candidates
    }

    public var description: String {
        let shown = candidates.prefix(5).joined(separator: ", ") + (candidates.count > 5 ? ", …" : "")
        return "“\(prefix)” begins \(candidates.count) \(record.noun) ids (\(shown)); type more of the id"
    }
}

/// A name that fits several records: the person picks one by its id.
public struct AmbiguousName: Error, Hashable, Sendable, CustomStringConvertible {
    public let record: NotFound.Record
    public let text: String
    /// Each record's id and name, newest first.
    public let candidates: [Candidate]

    public struct Candidate: Hashable, Sendable {
        public let id: String
        public let name: String
    }

    public init(record: NotFound.Record, text: String, candidates: [(id: String, name: String)]) {
        self.record = record
        self.text = text
        self.candidates = candidates.map { Candidate(id: $0.id, name: $0.name) }
    }

    public var description: String {
        let shown = candidates.prefix(8).map { "\($0.name) (\($0.id))" }.joined(separator: ", ") + (candidates.count > 8 ? ", …" : "")
        return "“\(text)” names \(candidates.count) \(record.plural): \(shown); give its id"
    }
}
