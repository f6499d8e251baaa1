/// One row of a result, its columns read by name (give expressions a name with `AS`: the
/// engines name them differently).
public struct SQLRow: Sendable {
    let names: [String]
    let values: [SQLValue]

    public init(names: [String], values: [SQLValue]) {
        self.names = names
        self.values = values
    }

    /// The column `name` as `Value`; throws `SQLColumnMismatch` naming the column when it is
    /// missing or holds another type.
    public subscript<Value: SQLColumnDecodable>(_ name: String) -> Value {
        get throws {
            guard let index = names.firstIndex(of: name) else { throw SQLColumnMismatch(column: name, found: nil, wanted: Value.self) }
            return try self[index]
        }
    }

    /// The column at `index` (0 is the first) as `Value`.
    public subscript<Value: SQLColumnDecodable>(_ index: Int) -> Value {
        get throws {
            guard values.indices.contains(index) else { throw SQLColumnMismatch(column: "#\(index)", found: nil, wanted: Value.self) }
            guard let value = Value(sqlValue: values[index]) else {
                throw SQLColumnMismatch(column: names[index], found: values[index], wanted: Value.self)
            }
            return value
        }
    }
}

/// A column was missing or held a value of another type than the store expected.
public struct SQLColumnMismatch: Error, CustomStringConvertible {
    let column: String
    let found: SQLValue?
    let wanted: Any.Type

    public var description: String {
        guard let found else { return "the store has no column \(column)" }
        return "the store's column \(column) holds \(found), not a \(wanted)"
    }
}
