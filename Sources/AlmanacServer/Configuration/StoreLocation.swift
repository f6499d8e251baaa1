import AlmanacPostgres

/// Which store a command opens: a SQLite file (the default, embedded) or a PostgreSQL database
/// that several `almanac serve` instances share.
package enum StoreLocation: Sendable, CustomStringConvertible {
    case sqlite(path: String)
    case postgres(PostgresLocation)

    /// `postgres://…` or `postgresql://…` names PostgreSQL (nil when such a URL is malformed);
    /// anything else is a SQLite file path (a `sqlite:` prefix is allowed, as `store copy` writes it).
    package static func parse(_ text: String) -> StoreLocation? {
        if PostgresLocation.isPostgresURL(text) { return (try? PostgresLocation(url: text)).map(StoreLocation.postgres) }
        let path = text.hasPrefix("sqlite:") ? String(text.dropFirst("sqlite:".count)) : text
        return path.isEmpty ? nil : .sqlite(path: path)
    }

    /// Where it is, without a password.
    package var description: String {
        switch self {
        case .sqlite(let path): "sqlite:\(path)"
        case .postgres(let location): location.description
        }
    }
}
