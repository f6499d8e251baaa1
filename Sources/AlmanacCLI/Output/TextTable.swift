/// A plain-text table whose columns are cut to fixed widths so it fits 80 columns.
struct TextTable {
    struct Column {
        let title: String
        let width: Int
        var alignRight = false
    }

    let columns: [Column]
    var rows: [[String]] = []

    init(_ columns: [Column]) { self.columns = columns }

    mutating func add(_ row: [String]) { rows.append(row) }

    func render() -> String {
        let header = line(columns.map(\.title))
        let rule = columns.map { String(repeating: "-", count: $0.width) }.joined(separator: "  ")
        return ([header, rule] + rows.map(line)).joined(separator: "\n")
    }

    private func line(_ cells: [String]) -> String {
        zip(columns, cells).map { column, cell in Self.fit(cell, width: column.width, alignRight: column.alignRight) }
            .joined(separator: "  ")
            .trimmingTrailingSpaces()
    }

    /// Pads or cuts (with "…") a cell to exactly `width` characters.
    static func fit(_ text: String, width: Int, alignRight: Bool = false) -> String {
        let cut = text.count > width ? String(text.prefix(width - 1)) + "…" : text
        let padding = String(repeating: " ", count: width - cut.count)
        return alignRight ? padding + cut : cut + padding
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
