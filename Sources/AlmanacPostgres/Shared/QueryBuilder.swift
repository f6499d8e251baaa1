import PostgresNIO

/// A statement whose text depends on which filters are set: each value is bound as the next
/// `$n` parameter, never written into the SQL.
struct QueryBuilder {
    private(set) var binds = PostgresBindings()

    /// Binds the value and returns its placeholder.
    mutating func bind(_ value: some PostgresDynamicTypeEncodable) -> String {
        binds.append(value)
        return "$\(binds.count)"
    }

    func query(_ sql: String) -> PostgresQuery { PostgresQuery(unsafeSQL: sql, binds: binds) }
}
