import AlmanacPresentation

/// A plain-text table as wide as the output allows (`Console.width`: `COLUMNS`, the terminal,
/// else 80). Columns take the width of their widest cell; when the table would be wider than
/// the output, the columns of free text (names, missions) give up width, the widest first, and
/// their cells end in "…", and optional columns are left out. Columns a person copies or compares
/// (ids, numbers, dates) are never cut: the table is then wider than the output rather than wrong.
struct TextTable {
    struct Column {
        let title: String
        /// Whether cells may be cut to fit (free text) or are always shown whole.
        var shrinks = false
        var alignRight = false
        /// Shown only when the free text can keep `comfortable` characters beside it: a column
        /// that helps (where a launch came from) but is not worth cutting every name to stumps.
        var optional = false
    }

    let columns: [Column]
    var rows: [[StyledText]] = []

    init(_ columns: [Column]) { self.columns = columns }

    mutating func add(_ row: [String]) { rows.append(row.map { StyledText($0) }) }

    /// A row whose cells carry emphasis (an outcome in colour); widths count what shows.
    mutating func add(_ row: [StyledText]) { rows.append(row) }

    /// The narrowest a shrinking column gets: room for a few letters and the ellipsis.
    static let narrowest = 8
    /// The width below which free text is cut too much to keep optional columns.
    static let comfortable = 16

    func render(width: Int = Console.current.width) -> StyledText {
        let widths = columnWidths(fitting: width)
        let squeezed =
            columns.indices.contains { index in
                columns[index].shrinks && widths[index] < min(naturalWidth(index), Self.comfortable)
            } || widths.reduce(0, +) + 2 * (columns.count - 1) > width
        // Optional columns go one at a time, the rightmost first, until the free text has room
        // and the table fits.
        if squeezed, let dropped = columns.lastIndex(where: \.optional) {
            var kept = TextTable(columns.enumerated().filter { $0.offset != dropped }.map(\.element))
            kept.rows = rows.map { row in row.enumerated().filter { $0.offset != dropped }.map(\.element) }
            return kept.render(width: width)
        }
        let header = line(columns.map { StyledText($0.title) }, widths: widths)
        let rule = StyledText(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        return StyledText.joined([header, rule] + rows.map { line($0, widths: widths) }, separator: "\n")
    }

    /// Each column's width: its widest cell, then shrinking columns narrowed (widest first)
    /// until the table fits `width` or none can give more.
    func columnWidths(fitting width: Int) -> [Int] {
        var widths = columns.indices.map(naturalWidth)
        var excess = widths.reduce(0, +) + 2 * (columns.count - 1) - width
        while excess > 0 {
            let candidates = columns.indices.filter { columns[$0].shrinks && widths[$0] > max(Self.narrowest, columns[$0].title.count) }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
            excess -= 1
        }
        return widths
    }

    /// A column's widest cell or title.
    private func naturalWidth(_ index: Int) -> Int {
        rows.reduce(columns[index].title.count) { widest, row in max(widest, index < row.count ? row[index].count : 0) }
    }

    private func line(_ cells: [StyledText], widths: [Int]) -> StyledText {
        let fitted = zip(columns, zip(cells, widths)).map { column, cell in Self.fit(cell.0, width: cell.1, alignRight: column.alignRight) }
        return StyledText.joined(fitted, separator: "  ").trimmingTrailingSpaces()
    }

    /// Pads or cuts (with "…") a cell to exactly `width` characters.
    static func fit(_ text: String, width: Int, alignRight: Bool = false) -> String {
        fit(StyledText(text), width: width, alignRight: alignRight).plain
    }

    /// Pads or cuts (with "…") a cell to exactly `width` characters that show, emphasis kept.
    static func fit(_ text: StyledText, width: Int, alignRight: Bool = false) -> StyledText {
        text.fitted(to: width, alignRight: alignRight)
    }
}
