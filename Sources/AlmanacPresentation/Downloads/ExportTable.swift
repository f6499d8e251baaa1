import Foundation

/// A value in a downloaded list: text, a whole number or a yes/no, any of them unknown. Typed so
/// JSON says `3` and `true` where CSV can only say "3" and "true".
public enum ExportValue: Sendable, Hashable {
    case text(String?)
    case number(Int?)
    /// A measure with a fraction (a latitude); one that is not finite is unknown.
    case decimal(Double?)
    case flag(Bool?)

    /// The value as JSON: a string, a number, `true`/`false` or `null`.
    var json: String {
        switch self {
        case .text(let text?): JSONText.string(text)
        case .number(let number?): String(number)
        case .decimal(let decimal?) where decimal.isFinite: String(decimal)
        case .flag(let flag?): flag ? "true" : "false"
        case .text(nil), .number(nil), .decimal, .flag(nil): "null"
        }
    }

    /// The cell a spreadsheet gets: empty when unknown; text made safe by `CSVCell`.
    var csvCell: String {
        switch self {
        case .text(let text): text.map(CSVCell.text) ?? ""
        case .number(let number): number.map(String.init) ?? ""
        case .decimal(let decimal): decimal.flatMap { $0.isFinite ? String($0) : nil } ?? ""
        case .flag(let flag): flag.map { $0 ? "true" : "false" } ?? ""
        }
    }
}

/// A list as a table to download: its columns, each a name (the CSV header and the JSON key)
/// and how a row gives its value. The one owner of both, so the CSV and the JSON of a list say
/// the same. Encoded a row at a time (`line`), for a caller that streams them.
public struct ExportTable<Row>: Sendable {
    public struct Column: Sendable {
        public let name: String
        let value: @Sendable (Row) -> ExportValue

        public init(_ name: String, _ value: @escaping @Sendable (Row) -> ExportValue) {
            self.name = name
            self.value = value
        }
    }

    public let columns: [Column]

    public init(_ columns: [Column]) { self.columns = columns }

    /// What comes before the first row: CSV's header line, a JSON array's bracket.
    func opening(_ format: DownloadFormat) -> String {
        switch format {
        case .csv: columns.map { CSVCell.text($0.name) }.joined(separator: ",") + "\r\n"
        case .ndjson: ""
        case .json: "["
        }
    }

    /// One row, after what separates it from the one before it (`isFirst`: none).
    func line(_ row: Row, _ format: DownloadFormat, isFirst: Bool) -> String {
        switch format {
        case .csv: return columns.map { $0.value(row).csvCell }.joined(separator: ",") + "\r\n"
        case .ndjson: return object(row) + "\n"
        case .json: return (isFirst ? "\n" : ",\n") + object(row)
        }
    }

    /// What comes after the last row.
    func closing(_ format: DownloadFormat, wasEmpty: Bool) -> String {
        format == .json ? (wasEmpty ? "]\n" : "\n]\n") : ""
    }

    /// The whole file of `rows`, handed to `emit` about `pieceSize` bytes at a time as the rows
    /// are encoded (the last piece smaller): what a download and `almanac … --csv` write.
    public func write(_ rows: [Row], as format: DownloadFormat, inPiecesOf pieceSize: Int, to emit: (String) async throws -> Void) async rethrows {
        var piece = opening(format)
        for (index, row) in rows.enumerated() {
            piece += line(row, format, isFirst: index == 0)
            if piece.utf8.count >= pieceSize {
                try await emit(piece)
                piece = ""
            }
        }
        try await emit(piece + closing(format, wasEmpty: rows.isEmpty))
    }

    /// The row as a JSON object, its keys in the columns' order (which `JSONEncoder` does not keep).
    private func object(_ row: Row) -> String {
        var object = "{"
        for (index, column) in columns.enumerated() {
            if index > 0 { object += "," }
            object += JSONText.string(column.name) + ":" + column.value(row).json
        }
        return object + "}"
    }
}

/// A CSV cell as RFC 4180 writes it, and inert in a spreadsheet.
enum CSVCell {
    /// Text a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a
    /// carriage return: OWASP's CSV injection list) gets an apostrophe first, which shows it as
    /// text; a cell with a quote, a comma or a line break is quoted, its quotes doubled.
    static func text(_ value: String) -> String {
        var cell = value
        if let first = cell.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) { cell = "'" + cell }
        guard cell.unicodeScalars.contains(where: { "\",\r\n".unicodeScalars.contains($0) }) else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// A JSON string literal (RFC 8259, section 7): the quote, the backslash and the control
/// characters escaped, every other character as it is.
enum JSONText {
    static func string(_ text: String) -> String {
        var literal = "\""
        literal.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
