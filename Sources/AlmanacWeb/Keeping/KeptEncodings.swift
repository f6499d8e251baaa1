/// Rows of a JSON list (or parts of a value, `KeptWeatherJSON`) encoded once per distinct value
/// and kept: found by the row itself, so what comes back is always that row's encoding, whatever
/// changed in the store. Hashing a row to find it costs far less than encoding it again with
/// `JSONEncoder`.
/// For rows whose words are themselves costly to make (a launch's dates in the viewer's zone),
/// key by what they are made from instead, as `LaunchDrawings` does.
final class KeptEncodings<Row: Hashable & Encodable & Sendable>: Sendable {
    /// The row is the whole key: every encoding is kept under the same input.
    private let kept: KeptDrawings<Row, Bool, EncodedJSON>

    init(limit: Int) { kept = KeptDrawings(limit: limit) }

    func encoded(_ row: Row) throws -> EncodedJSON {
        try kept.drawing(for: row, of: true) { try EncodedJSON(encoding: row) }
    }

    func encoded(_ rows: [Row]) throws -> [EncodedJSON] { try rows.map(encoded) }
}
