import AlmanacCore
import Foundation

/// Fetches the SpaceX dataset from the live API (or anything that serves its `/v4` shapes).
public struct SpaceXLaunchSource: LaunchSource {
    private let baseURL: String
    private let transport: UpstreamTransport
    private let progress: @Sendable (String) -> Void

    /// - Parameter progress: told about each endpoint as it arrives, for a terminal to show.
    public init(baseURL: String, transport: UpstreamTransport, progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        self.transport = transport
        self.progress = progress
    }

    public func fetchCatalog() async throws -> SpaceXDownload {
        let bodies = try await withThrowingTaskGroup(of: (SpaceXEndpoint, Data).self) { group in
            for endpoint in SpaceXEndpoint.allCases {
                group.addTask { [baseURL, transport, progress] in
                    let response = try await transport.get(baseURL + endpoint.urlPath)
                    progress("fetched \(endpoint.urlPath) (\(ByteCountFormatter.string(fromByteCount: Int64(response.body.count), countStyle: .file)))")
                    return (endpoint, response.body)
                }
            }
            var bodies: [SpaceXEndpoint: Data] = [:]
            for try await (endpoint, body) in group { bodies[endpoint] = body }
            return bodies
        }
        return try SpaceXDocuments(bodies: bodies).decode(origin: .upstream(baseURL)) { baseURL + $0.urlPath }
    }
}
