import Foundation

/// Finds the one record a person's words name, the way the launch sites and launchers are asked
/// for by their pages, their API and the CLI: its id, its whole name, or a part of its name that
/// no other record's holds ("mahia", "electron"), ignoring case and accents.
enum NamedRecords {
    /// `records` in the order their names are offered back when `text` names several;
    /// `byID` finds one by its exact id. Throws `NotFound` for none, `AmbiguousName` (with each
    /// candidate's id) for a part several names hold.
    static func find<Record>(
        _ text: String, in records: [Record], kind: NotFound.Record, byID: (String) -> Record?, id: (Record) -> String,
        name: (Record) -> String
    ) throws -> Record {
        if let record = byID(text) { return record }
        let folded = text.foldedForSearch.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !folded.isEmpty else { throw NotFound(kind, id: text) }
        if let exact = records.first(where: { name($0).foldedForSearch == folded }) { return exact }
        let holding = records.filter { name($0).foldedForSearch.contains(folded) }
        if holding.count == 1 { return holding[0] }
        if holding.isEmpty { throw NotFound(kind, id: text) }
        throw AmbiguousName(record: kind, text: text, candidates: holding.map { (id($0), name($0)) })
    }

    /// The same for records Launch Library 2 numbers (astronauts, stations): an id is a whole number.
    static func find<Record: Identifiable>(
        _ text: String, in records: [Record], kind: NotFound.Record, name: (Record) -> String
    ) throws -> Record where Record.ID == Int {
        try find(
            text, in: records, kind: kind, byID: { id in Int(id).flatMap { number in records.first { $0.id == number } } },
            id: { String($0.id) }, name: name)
    }
}
