import PostgresNIO

/// A PostgreSQL error in words: postgres-nio's errors hide the server's message from their
/// description (it may hold values), but an operator needs it to fix a connection.
enum PostgresErrorText {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? PSQLError else { return "\(error)" }
        if let message = error.serverInfo?[.message] { return message }
        if let underlying = error.underlying { return "\(underlying)" }
        return "\(error.code)"
    }
}
