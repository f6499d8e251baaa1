import Foundation

/// Where a PostgreSQL store is: `postgres://user[:password]@host[:port]/database`, with
/// `?sslmode=disable|require` (default `disable`, as on a loopback or private network) and
/// `?search_path=schema` (tables in that schema, made if missing: tests and side-by-side stores).
/// Parsed once, at the edge; its description never shows the password.
public struct PostgresLocation: Hashable, Sendable, CustomStringConvertible {
    public enum TLSMode: String, Sendable { case disable, require }

    public let host: String
    public let port: Int
    public let username: String
    public let password: String?
    public let database: String
    public let tls: TLSMode
    public let searchPath: String?

    /// Whether the text names a PostgreSQL store (rather than a SQLite file).
    public static func isPostgresURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// Reads a `postgres://` URL; throws naming the part that is wrong.
    public init(url text: String) throws(InvalidPostgresLocation) {
        guard Self.isPostgresURL(text), let components = URLComponents(string: text) else {
            throw InvalidPostgresLocation("expected postgres://user:password@host:port/database")
        }
        guard let host = components.host, !host.isEmpty else { throw InvalidPostgresLocation("the URL names no host") }
        guard let username = components.user, !username.isEmpty else { throw InvalidPostgresLocation("the URL names no user") }
        let database = String(components.path.dropFirst())
        guard !database.isEmpty, !database.contains("/") else { throw InvalidPostgresLocation("the URL names no database (…/database)") }
        let port = components.port ?? 5432
        guard (1...65_535).contains(port) else { throw InvalidPostgresLocation("the port must be from 1 to 65535") }
        var tls = TLSMode.disable
        var searchPath: String?
        for item in components.queryItems ?? [] {
            switch item.name {
            case "sslmode":
                guard let mode = item.value.flatMap(TLSMode.init(rawValue:)) else {
                    throw InvalidPostgresLocation("sslmode must be disable or require")
                }
                tls = mode
            case "search_path":
                guard let schema = item.value, Self.isPlainName(schema) else {
                    throw InvalidPostgresLocation("search_path must be a schema name of letters, digits and _")
                }
                searchPath = schema
            default:
                throw InvalidPostgresLocation("unknown parameter \(item.name) (sslmode and search_path are known)")
            }
        }
        self.host = host
        self.port = port
        self.username = username
        self.password = components.password.map { $0.removingPercentEncoding ?? $0 }
        self.database = database.removingPercentEncoding ?? database
        self.tls = tls
        self.searchPath = searchPath
    }

    /// The same server and database with another schema: one per test, or per side-by-side store.
    public func inSchema(_ schema: String) throws(InvalidPostgresLocation) -> PostgresLocation {
        guard Self.isPlainName(schema) else { throw InvalidPostgresLocation("search_path must be a schema name of letters, digits and _") }
        return PostgresLocation(host: host, port: port, username: username, password: password, database: database, tls: tls, searchPath: schema)
    }

    private init(host: String, port: Int, username: String, password: String?, database: String, tls: TLSMode, searchPath: String?) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
        self.tls = tls
        self.searchPath = searchPath
    }

    /// A schema name that needs no quoting in SQL: ASCII letters, digits and _, not starting with a digit.
    static func isPlainName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first), name.utf8.count <= 63 else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0))
        }
    }

    public var description: String {
        let schema = searchPath.map { "?search_path=\($0)" } ?? ""
        return "postgres://\(username)@\(host):\(port)/\(database)\(schema)"
    }
}

/// A `--db postgres://…` value that cannot be used, and why.
public struct InvalidPostgresLocation: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
