/// What a piece of terminal text means; shown as colour or weight when the console paints
/// (`--color`, `NO_COLOR`), and as nothing at all otherwise.
public enum Emphasis: Sendable {
    /// Headings and the figure a line is about.
    case strong
    /// A success, a fresh dataset.
    case good
    /// A failure, an error.
    case bad
    /// Something to notice: upstream trouble, an old forecast, an upcoming launch.
    case warning
    /// Secondary text: ids, sources.
    case quiet
    /// Temperatures that call for a coat or for shade (the rest stay plain).
    case cold, hot

    /// The Select Graphic Rendition parameters: standard colours only, so the terminal's
    /// theme decides the exact shade (and light and dark themes both stay readable).
    public var parameters: String {
        switch self {
        case .strong: "1"
        case .good: "32"
        case .bad: "31"
        case .warning: "33"
        case .quiet: "2"
        case .cold: "36"
        case .hot: "31"
        }
    }
}

/// Terminal text in pieces, some with emphasis. Each piece is made safe (`TerminalText.safe`)
/// before it is painted, so the only escape codes ever written are the painter's own; widths
/// count what shows, never the codes.
public struct StyledText: Sendable, ExpressibleByStringInterpolation {
    public struct Piece: Sendable {
        public var text: String
        public var emphasis: Emphasis?
    }

    public private(set) var pieces: [Piece]

    public init(_ text: String, _ emphasis: Emphasis? = nil) {
        pieces = text.isEmpty ? [] : [Piece(text: TerminalText.safe(text), emphasis: emphasis)]
    }

    public init(stringLiteral text: String) { self.init(text) }

    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.text.pieces }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = StyledText("")
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text.append(StyledText(literal)) }
        /// `"\(name, .strong)"`: a piece with emphasis (or none when nil).
        public mutating func appendInterpolation(_ value: String, _ emphasis: Emphasis?) { text.append(StyledText(value, emphasis)) }
        public mutating func appendInterpolation(_ value: StyledText) { text.append(value) }
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) { text.append(StyledText(value.description)) }
    }

    /// The text without emphasis: what a pipe or a file receives.
    public var plain: String { pieces.map(\.text).joined() }

    /// Characters that show.
    public var count: Int { pieces.reduce(0) { $0 + $1.text.count } }

    public mutating func append(_ other: StyledText) { pieces += other.pieces }

    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        var joined = lhs
        joined.append(rhs)
        return joined
    }

    /// The first `length` characters that show, emphasis kept.
    public func prefix(_ length: Int) -> StyledText {
        var kept = StyledText("")
        var left = length
        for piece in pieces where left > 0 {
            let part = String(piece.text.prefix(left))
            kept.pieces.append(Piece(text: part, emphasis: piece.emphasis))
            left -= part.count
        }
        return kept
    }

    /// The lines of a multi-line text, emphasis kept.
    public func lines() -> [StyledText] {
        var lines = [StyledText("")]
        for piece in pieces {
            for (index, part) in piece.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { lines.append(StyledText("")) }
                if !part.isEmpty { lines[lines.count - 1].pieces.append(Piece(text: String(part), emphasis: piece.emphasis)) }
            }
        }
        return lines
    }

    /// Joins texts with a separator between each.
    public static func joined(_ texts: [StyledText], separator: String) -> StyledText {
        var joined = StyledText("")
        for (index, text) in texts.enumerated() {
            if index > 0 { joined.append(StyledText(separator)) }
            joined.append(text)
        }
        return joined
    }

    /// The text for the terminal: with each emphasis as an escape code and a reset, when
    /// `paints`; else plain.
    public func rendered(paints: Bool) -> String {
        guard paints else { return plain }
        return pieces.map { piece in
            guard let emphasis = piece.emphasis else { return piece.text }
            return "\u{1B}[\(emphasis.parameters)m\(piece.text)\u{1B}[0m"
        }.joined()
    }

    /// Without spaces at the end of the text (a table's last column is padded).
    public func trimmingTrailingSpaces() -> StyledText {
        var trimmed = self
        while let last = trimmed.pieces.last {
            let text = last.text.trimmingTrailingSpaces()
            if text.isEmpty {
                trimmed.pieces.removeLast()
                continue
            }
            trimmed.pieces[trimmed.pieces.count - 1].text = text
            break
        }
        return trimmed
    }
}

extension StyledText {
    /// Padded or cut (with "…") to exactly `width` characters that show, emphasis kept.
    public func fitted(to width: Int, alignRight: Bool = false) -> StyledText {
        let cut = count > width ? prefix(max(width - 1, 0)) + "…" : self
        let padding = StyledText(String(repeating: " ", count: max(width - cut.count, 0)))
        return alignRight ? padding + cut : cut + padding
    }
}

extension String {
    public func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
