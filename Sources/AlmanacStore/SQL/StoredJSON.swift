import Foundation

/// Values kept as JSON text (a launch, a rocket): keys sorted, so equal values store equal text.
enum StoredJSON {
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        try JSONDecoder().decode(type, from: data)
    }

    /// The column `name` of `row`, decoded.
    static func decode<Value: Decodable>(_ type: Value.Type, column name: String, of row: SQLRow) throws -> Value {
        try decode(type, from: try row[name] as Data)
    }
}
