import Foundation
import Synchronization

/// Serves outside images (mission patches, rocket photos) through Almanac: only http(s) URLs whose
/// host appears in the stored data, never loopback or private addresses, cached on disk. Any
/// failure yields nil (the caller shows a placeholder), at once while the host is known down
/// (unreachable or answering 5xx); only a client over its budget is told so
/// (`UpstreamBudgetExceeded`).
public final class ProxyImage: Sendable {
    private let catalog: any ImageHostCatalog
    private let fetcher: any ImageFetcher
    private let cache: any ImageCache
    private let now: Now
    private let allowPrivateAddresses: Bool
    /// How long a host that failed is skipped.
    private let downtime: TimeInterval
    private let downHosts = Mutex<[String: Date]>([:])

    /// - Parameter allowPrivateAddresses: only for tests, whose servers live on loopback.
    public init(
        catalog: any ImageHostCatalog, fetcher: any ImageFetcher, cache: any ImageCache,
        now: Now = .system, downtime: TimeInterval = 300, allowPrivateAddresses: Bool = false
    ) {
        self.catalog = catalog
        self.fetcher = fetcher
        self.cache = cache
        self.now = now
        self.downtime = downtime
        self.allowPrivateAddresses = allowPrivateAddresses
    }

    /// Why an image URL was refused before any request was made.
    public enum Refusal: Error, Equatable, Sendable {
        case notHTTP, privateAddress, unknownHost
    }

    /// Checks the URL without touching the network.
    public func validate(_ text: String) async throws -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host?.lowercased(), !host.isEmpty
        else { throw Refusal.notHTTP }
        if !allowPrivateAddresses, HostAddress.isPrivateOrLoopback(host) { throw Refusal.privateAddress }
        // Asked for every image: the composition's catalog keeps the allowlist per version of the
        // data it is read from (`KeptLaunchStore`), so a refresh's new hosts count at once.
        guard try await catalog.imageHosts().contains(host) else { throw Refusal.unknownHost }
        return url
    }

    /// The image, from the cache or its host; nil when it cannot be had. Throws only
    /// `UpstreamBudgetExceeded`.
    public func callAsFunction(_ text: String) async throws -> ImageData? {
        guard let url = try? await validate(text) else { return nil }
        if let cached = await cache.image(for: text) { return cached }
        let host = url.host?.lowercased() ?? ""
        let isDown = downHosts.withLock { hosts in
            guard let since = hosts[host] else { return false }
            if now().timeIntervalSince(since) < downtime { return true }
            hosts[host] = nil
            return false
        }
        guard !isDown else { return nil }
        do {
            let image = try await fetcher.fetchImage(url)
            await cache.store(image, for: text)
            return image
        } catch let exceeded as UpstreamBudgetExceeded {
            throw exceeded
        } catch {
            if Self.meansHostIsDown(error) { downHosts.withLock { $0[host] = now() } }
            return nil
        }
    }

    /// Only a host that cannot be reached or fails on its side (5xx) is skipped for a while; a
    /// missing image (404) or a body that is not an image says nothing about the host's others.
    static func meansHostIsDown(_ error: any Error) -> Bool {
        switch error as? UpstreamFailure {
        case .transport?, .circuitOpen?: true
        case .httpStatus(_, let status)?: status >= 500
        default: false
        }
    }
}
