/// A statement written once for both engines. Each interpolated value is bound as a parameter,
/// never spliced into the text; `\(raw:)` adds text from the code itself (a column chosen by a
/// switch, a fixed constant) and `\(someSQL)` joins a fragment with its own values.
///
///     let rows = try await session.rows("SELECT body FROM spacex_rocket WHERE id = \(id)")
public struct SQL: Sendable, ExpressibleByStringInterpolation {
    enum Piece: Sendable {
        case text(String)
        case value(SQLValue)
    }

    private(set) var pieces: [Piece]

    public init(stringLiteral text: String) { pieces = [.text(text)] }

    public init(stringInterpolation: Interpolation) { pieces = stringInterpolation.pieces }

    public struct Interpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { pieces.append(.text(literal)) }

        public mutating func appendInterpolation(_ value: some SQLBindable) { pieces.append(.value(value.sqlValue)) }

        /// A value that may be absent, bound as NULL when it is (an overload of its own, so the
        /// compiler knows an optional here is meant).
        public mutating func appendInterpolation<Value: SQLBindable>(_ value: Value?) { pieces.append(.value(value.sqlValue)) }

        public mutating func appendInterpolation(_ fragment: SQL) { pieces += fragment.pieces }

        public mutating func appendInterpolation(raw text: String) { pieces.append(.text(text)) }
    }

    /// The fragments, each followed by `separator` but the last (an empty `SQL` when none).
    public static func joined(_ fragments: [SQL], separator: String) -> SQL {
        var joined = SQL(stringLiteral: "")
        for (index, fragment) in fragments.enumerated() {
            if index > 0 { joined.pieces.append(.text(separator)) }
            joined.pieces += fragment.pieces
        }
        return joined
    }

    /// The text with each value's placeholder (`?` in SQLite, `$1`… in PostgreSQL) and the values.
    package func rendered(placeholder: (Int) -> String) -> (text: String, values: [SQLValue]) {
        var text = ""
        var values: [SQLValue] = []
        for piece in pieces {
            switch piece {
            case .text(let part): text += part
            case .value(let value):
                values.append(value)
                text += placeholder(values.count)
            }
        }
        return (text, values)
    }
}
