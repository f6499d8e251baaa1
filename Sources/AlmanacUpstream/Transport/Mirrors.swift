import AlmanacCore
import Foundation

/// The base URLs of one API, in the order they are tried (SWAPI: swapi.dev, then its mirrors).
public struct Mirrors: Hashable, Sendable, CustomStringConvertible {
    /// Base URLs; a request's path is appended to them.
    public let bases: [String]

    /// Keeps the order, drops repeats.
    public init(_ bases: [String]) {
        var seen = Set<String>()
        self.bases = bases.filter { seen.insert($0).inserted }
    }

    /// Parses a comma-separated list of http(s) base URLs (a flag or an environment variable);
    /// nil when the list is empty or any entry is not an http(s) URL with a host.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let valid = parts.allSatisfy { part in
            guard let url = URL(string: part) else { return false }
            return ["http", "https"].contains(url.scheme?.lowercased() ?? "") && url.host != nil
        }
        guard !parts.isEmpty, valid else { return nil }
        self.init(parts.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
    }

    public var description: String { bases.joined(separator: ",") }
}

/// A decoded answer and the mirror that gave it.
public struct Fetched<Value: Sendable>: Sendable {
    /// Nil when the server answered 304: what the caller holds is still current.
    public let value: Value?
    public let response: UpstreamResponse
    /// The base URL that answered.
    public let base: String

    /// The value of an unconditional request (which cannot be answered 304).
    public func requireValue() throws(UpstreamFailure) -> Value {
        guard let value else { throw .decoding(url: response.url, reason: "answered 304 to an unconditional request") }
        return value
    }
}
