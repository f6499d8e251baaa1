import Foundation

/// One value bound to a statement or read from a row, in the types both engines share.
/// Booleans are stored as PostgreSQL `boolean` and as SQLite's 0 and 1; both read back as `Bool`.
public enum SQLValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
    case bool(Bool)
}

extension SQLValue: SQLBindable, SQLColumnDecodable {
    public var sqlValue: SQLValue { self }
    public init?(sqlValue: SQLValue) { self = sqlValue }
}

/// A Swift value that can be bound to a statement.
public protocol SQLBindable {
    var sqlValue: SQLValue { get }
}

/// A Swift value a column can be read as.
public protocol SQLColumnDecodable {
    /// Nil when the stored value is not of this type.
    init?(sqlValue: SQLValue)
}

extension String: SQLBindable, SQLColumnDecodable {
    public var sqlValue: SQLValue { .text(self) }
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .text(let text): self = text
        case .blob(let data): self = String(decoding: data, as: UTF8.self)
        default: return nil
        }
    }
}

extension Int: SQLBindable, SQLColumnDecodable {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .integer(let number):
            guard let exact = Int(exactly: number) else { return nil }
            self = exact
        case .real(let number):
            guard let exact = Int(exactly: number) else { return nil }
            self = exact
        case .bool(let flag): self = flag ? 1 : 0
        default: return nil
        }
    }
}

extension Int64: SQLBindable, SQLColumnDecodable {
    public var sqlValue: SQLValue { .integer(self) }
    public init?(sqlValue: SQLValue) {
        guard let number = Int(sqlValue: sqlValue) else { return nil }
        self = Int64(number)
    }
}

extension Double: SQLBindable, SQLColumnDecodable {
    public var sqlValue: SQLValue { .real(self) }
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .real(let number): self = number
        case .integer(let number): self = Double(number)
        default: return nil
        }
    }
}

extension Bool: SQLBindable, SQLColumnDecodable {
    public var sqlValue: SQLValue { .bool(self) }
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .bool(let flag): self = flag
        case .integer(let number): self = number != 0
        default: return nil
        }
    }
}

extension Data: SQLBindable, SQLColumnDecodable {
    public var sqlValue: SQLValue { .blob(self) }
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .blob(let data): self = data
        case .text(let text): self = Data(text.utf8)
        default: return nil
        }
    }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
    public var sqlValue: SQLValue { self?.sqlValue ?? .null }
}

extension Optional: SQLColumnDecodable where Wrapped: SQLColumnDecodable {
    public init?(sqlValue: SQLValue) {
        if case .null = sqlValue {
            self = .none
            return
        }
        guard let value = Wrapped(sqlValue: sqlValue) else { return nil }
        self = .some(value)
    }
}
