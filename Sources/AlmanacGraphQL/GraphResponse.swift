import Foundation

/// A GraphQL result encoded as JSON (`data`, then `errors` if any), and what a server needs to
/// know to cache it.
public struct GraphResponse: Sendable {
    public let body: Data
    /// Whether it shows the asker's own things (their saved cities) or a pick made for this
    /// request (a random fact): never kept for, nor shared with, anyone else.
    public let isPersonal: Bool
    /// Whether the request was refused before running (not valid, or beyond the limits).
    public let isRefused: Bool
}
