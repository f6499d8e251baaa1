import AlmanacCore
import Foundation

/// Fetches the SpaceX dataset from the live API (or anything that serves its `/v4` shapes), from
/// the first of its mirrors that answers, asking for each body only if it changed since the
/// stored one.
public struct SpaceXLaunchSource: LaunchSource {
    public static let defaultMirrors = Mirrors(["https://api.spacexdata.com"])

    private let mirrors: Mirrors
    private let transport: UpstreamTransport
    private let progress: @Sendable (String) -> Void

    /// - Parameter progress: told about each endpoint as it arrives, for a terminal to show.
    public init(mirrors: Mirrors = Self.defaultMirrors, transport: UpstreamTransport, progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.mirrors = mirrors
        self.transport = transport
        self.progress = progress
    }

    /// One base URL.
    public init(baseURL: String, transport: UpstreamTransport, progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.init(mirrors: Mirrors([baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL]), transport: transport, progress: progress)
    }

    private struct Arrival: Sendable {
        let endpoint: SpaceXEndpoint
        /// Nil when the stored body is current (304).
        let part: SpaceXPart?
        let response: UpstreamResponse
        let base: String
    }

    public func fetchCatalog(revalidating stored: [SnapshotDocument]) async throws -> SpaceXFetch {
        let storedByEndpoint = Dictionary(
            stored.compactMap { document in
                SpaceXEndpoint.allCases.first { $0.snapshotPath == document.path }.map { ($0, document) }
            }, uniquingKeysWith: { first, _ in first })
        let arrivals = try await withThrowingTaskGroup(of: Arrival?.self) { group in
            for endpoint in SpaceXEndpoint.allCases {
                group.addTask { [mirrors, transport, progress] in
                    do {
                        let fetched = try await transport.fetch(
                            endpoint.urlPath, from: mirrors, api: "spacex", validators: storedByEndpoint[endpoint]?.validators
                        ) { response throws(UpstreamFailure) in
                            try SpaceXDocuments.decodePart(endpoint, response.body, location: response.url)
                        }
                        let size = ByteCountFormatter.string(fromByteCount: Int64(fetched.response.body.count), countStyle: .file)
                        progress(fetched.value == nil ? "\(endpoint.urlPath) unchanged" : "fetched \(endpoint.urlPath) (\(size))")
                        return Arrival(endpoint: endpoint, part: fetched.value, response: fetched.response, base: fetched.base)
                    } catch  where endpoint.isOptional {
                        // Names only: the dataset is whole without them (the stored copy is kept).
                        progress("\(endpoint.urlPath) not available: \(error)")
                        return nil
                    }
                }
            }
            var arrivals: [Arrival] = []
            for try await arrival in group { arrival.map { arrivals.append($0) } }
            return arrivals
        }
        let origin = Origin.upstream(Set(arrivals.map(\.base)).sorted().joined(separator: ", "))
        if arrivals.allSatisfy({ $0.part == nil }) { return .unchanged(origin) }
        let arrived = Set(arrivals.map(\.endpoint))
        var documents = SpaceXDocuments(bodies: [:])
        var parts: [SpaceXEndpoint: SpaceXPart] = [:]
        for arrival in arrivals {
            if let part = arrival.part {
                parts[arrival.endpoint] = part
                documents.bodies[arrival.endpoint] = arrival.response.body
                documents.validators[arrival.endpoint] = arrival.response.validators
            } else if let kept = storedByEndpoint[arrival.endpoint] {
                // Unchanged upstream: decode the stored copy so the catalogue is whole.
                parts[arrival.endpoint] = try SpaceXDocuments.decodePart(arrival.endpoint, kept.body, location: arrival.response.url)
                documents.bodies[arrival.endpoint] = kept.body
                documents.validators[arrival.endpoint] = kept.validators
            }
        }
        // An optional endpoint that did not answer this time: the copy stored before, if any.
        for endpoint in SpaceXEndpoint.allCases where endpoint.isOptional && !arrived.contains(endpoint) {
            guard let kept = storedByEndpoint[endpoint] else { continue }
            parts[endpoint] = try SpaceXDocuments.decodePart(endpoint, kept.body, location: kept.path)
            documents.bodies[endpoint] = kept.body
            documents.validators[endpoint] = kept.validators
        }
        return .changed(try documents.assemble(parts, origin: origin))
    }
}
