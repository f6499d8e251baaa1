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
