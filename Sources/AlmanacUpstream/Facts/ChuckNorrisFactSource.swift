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
        let response = try await transport.get(baseURL + "/jokes/search?query=" + PercentEncoding.component(term.text))
        let body: SearchBody = try Self.decode(response)
        return try body.result.map { try Self.fact($0, url: response.url) }
    }

    public func random(categories: [String]) async throws -> FetchedFact {
        let query = categories.isEmpty ? "" : "?category=" + PercentEncoding.component(categories.joined(separator: ","))
        let response = try await transport.get(baseURL + "/jokes/random" + query)
        return try Self.fact(try Self.decode(response), url: response.url)
    }

    public func fact(id: String) async throws -> FetchedFact? {
        do {
            let response = try await transport.get(baseURL + "/jokes/" + PercentEncoding.component(id))
            return try Self.fact(try Self.decode(response), url: response.url)
        } catch UpstreamFailure.httpStatus(_, 404) {
            return nil
        }
    }

    public func categories() async throws -> [String] {
        let response = try await transport.get(baseURL + "/jokes/categories")
        let names: [String] = try Self.decode(response)
        return names.map { $0.lowercased() }
    }

    private static func decode<Body: Decodable>(_ response: UpstreamResponse) throws -> Body {
        do {
            return try JSONDecoder().decode(Body.self, from: response.body)
        } catch {
            throw UpstreamFailure.decoding(url: response.url, reason: DecodingErrorText.describe(error))
        }
    }

    private static func fact(_ dto: ChuckNorrisJokeDTO, url: String) throws -> FetchedFact {
        do {
            return try dto.fetchedFact()
        } catch {
            throw UpstreamFailure.decoding(url: url, reason: error.description)
        }
    }
}
