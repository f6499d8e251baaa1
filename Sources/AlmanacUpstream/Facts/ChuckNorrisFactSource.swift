import AlmanacCore
import Foundation

/// Facts from api.chucknorris.io (or a replay of it): search, random, by id, categories.
/// Retries and timeouts are the transport's; this client only knows the paths and shapes.
public struct ChuckNorrisFactSource: FactSource {
    public static let defaultBaseURL = "https://api.chucknorris.io"

    private let baseURL: String
    private let transport: UpstreamTransport

    public init(baseURL: String = Self.defaultBaseURL, transport: UpstreamTransport) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.transport = transport
    }

    public var origin: Origin { .upstream(baseURL) }

    private struct SearchBody: Decodable {
        let result: [ChuckNorrisJokeDTO]
    }

    public func search(_ term: FactSearchTerm) async throws -> [FetchedFact] {
        try await transport.get(baseURL + "/jokes/search?query=" + PercentEncoding.component(term.text), api: Self.api) {
            response throws(UpstreamFailure) in
            try response.decodeJSON(SearchBody.self).result.map { dto throws(UpstreamFailure) in try Self.fact(dto, url: response.url) }
        }
    }

    public func random(categories: [String]) async throws -> FetchedFact {
        let query = categories.isEmpty ? "" : "?category=" + PercentEncoding.component(categories.joined(separator: ","))
        return try await transport.get(baseURL + "/jokes/random" + query, api: Self.api) { response throws(UpstreamFailure) in
            try Self.fact(try response.decodeJSON(), url: response.url)
        }
    }

    public func fact(id: String) async throws -> FetchedFact? {
        do {
            return try await transport.get(baseURL + "/jokes/" + PercentEncoding.component(id), api: Self.api) { response throws(UpstreamFailure) in
                try Self.fact(try response.decodeJSON(), url: response.url)
            }
        } catch UpstreamFailure.httpStatus(_, 404) {
            return nil
        }
    }

    public func categories() async throws -> [String] {
        try await transport.get(baseURL + "/jokes/categories", api: Self.api) { response throws(UpstreamFailure) in
            try response.decodeJSON([String].self).map { $0.lowercased() }
        }
    }

    /// How the transport's logs name this API.
    private static let api = DatasetID.facts.rawValue

    private static func fact(_ dto: ChuckNorrisJokeDTO, url: String) throws(UpstreamFailure) -> FetchedFact {
        do {
            return try dto.fetchedFact()
        } catch {
            throw .decoding(url: url, reason: error.description)
        }
    }
}
