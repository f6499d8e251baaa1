import AlmanacCore
import Foundation

/// Fetches all six SWAPI resources from a list of mirrors (swapi.dev's pages or swapi.info's
/// arrays, whichever answers). Failover between mirrors is the transport's job; this client only
/// knows the shapes. At most `concurrency` requests are in flight at once.
public struct SWAPIGalaxySource: GalaxySource {
    public static let defaultMirrors = Mirrors([
        "https://swapi.dev/api", "https://swapi.py4e.com/api", "https://swapi.info/api",
    ])

    private let mirrors: Mirrors
    private let transport: UpstreamTransport
    private let concurrency: Int
    private let progress: @Sendable (String) -> Void

    /// - Parameter progress: told about each resource as it completes, for a terminal to show.
    public init(
        mirrors: Mirrors = Self.defaultMirrors, transport: UpstreamTransport, concurrency: Int = 4,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.mirrors = mirrors
        self.transport = transport
        self.concurrency = max(1, concurrency)
        self.progress = progress
    }

    public func fetchGalaxy() async throws -> GalaxyDownload {
        var crawl = SWAPICrawl()
        var pending = crawl.firstJobs()
        try await withThrowingTaskGroup(of: SWAPICrawl.Arrival.self) { group in
            var running = 0
            while running > 0 || !pending.isEmpty {
                while running < concurrency, !pending.isEmpty {
                    let job = pending.removeFirst()
                    group.addTask { try await fetch(job) }
                    running += 1
                }
                guard let arrival = try await group.next() else { break }
                running -= 1
                let (next, finished) = crawl.absorb(arrival)
                pending.append(contentsOf: next)
                if let finished { progress("fetched \(finished.rawValue) from \(arrival.base)") }
            }
        }
        let location = { (resource: GalaxyResource) in (crawl.bases.first ?? mirrors.description) + "/\(resource.rawValue)/" }
        let documents = GalaxyDocuments(lists: try crawl.lists(location: location))
        let origin = Origin.upstream(crawl.bases.joined(separator: ", "))
        return try documents.download(origin: origin, requestCount: crawl.requestCount, location: location)
    }

    private func fetch(_ job: SWAPICrawl.Job) async throws -> SWAPICrawl.Arrival {
        // Every record is checked here, inside the transport, so a mirror sending records of the
        // wrong shape counts against its host and hands over to the next mirror.
        let decode = { @Sendable (response: UpstreamResponse) throws(UpstreamFailure) -> SWAPIListBody in
            let body = try GalaxyDocuments.decodeList(response.body, location: response.url)
            do throws(SWAPIRecordDTO.RecordError) {
                for record in body.records { _ = try record.toDomain(job.resource) }
            } catch {
                throw .decoding(url: response.url, reason: error.reason)
            }
            return body
        }
        let answer =
            job.followsNext
            ? try await transport.fetch("", from: Mirrors([job.path]), api: DatasetID.swapi.rawValue, decode: decode)
            : try await transport.fetch(job.path, from: mirrors, api: DatasetID.swapi.rawValue, decode: decode)
        return SWAPICrawl.Arrival(job: job, body: try answer.requireValue(), base: answer.base)
    }
}
