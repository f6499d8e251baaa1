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

    /// Whether the error says the connection (or the server) went away, rather than that a
    /// statement was refused: the request may succeed on another instance or a moment later.
    static func isConnectionLost(_ error: PSQLError) -> Bool {
        switch error.code {
        case .connectionError, .serverClosedConnection, .uncleanShutdown, .clientClosedConnection, .poolClosed: return true
        default: break
        }
        // 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 08* connection exceptions.
        guard let state = error.serverInfo?[.sqlState] else { return false }
        return state.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(state)
    }
}
