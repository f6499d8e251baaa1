import AlmanacCore
import AsyncHTTPClient
import Foundation
import NIOCore

/// Where a request to a host chosen from outside (an image URL in stored data, a browser's push
/// endpoint) may go, so it can never be aimed at this machine or its network: the host name is
/// resolved once, every address checked, and the connection made to the checked address (a
/// second look-up could answer differently: DNS rebinding). TLS still checks the certificate
/// against the host name.
public struct OutsideHost: Sendable {
    /// The addresses a host name resolves to (numeric, as strings).
    public typealias Resolver = @Sendable (String) -> [String]
    /// Whether an address may be connected to.
    public typealias AddressPolicy = @Sendable (String) -> Bool

    let resolve: Resolver
    let allows: AddressPolicy

    /// Public addresses only.
    public static let publicOnly: AddressPolicy = { !HostAddress.isPrivateOrLoopback($0) }

    /// The one address a request for `url` may go to: one of `schemes`, every address of its host
    /// allowed (a name with one private address among public ones is refused).
    func address(of url: URL, schemes: Set<String>) throws -> String {
        guard let scheme = url.scheme?.lowercased(), schemes.contains(scheme), let host = url.host, !host.isEmpty else {
            throw UpstreamFailure.decoding(url: url.absoluteString, reason: "not an \(schemes.sorted().joined(separator: " or ")) address")
        }
        let addresses = resolve(host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")))
        guard let first = addresses.first else { throw UpstreamFailure.transport(url: url.absoluteString, reason: "\(host) does not resolve") }
        guard addresses.allSatisfy(allows) else {
            throw UpstreamFailure.decoding(url: url.absoluteString, reason: "\(host) resolves to an address Almanac must not reach")
        }
        return first
    }

    /// A client whose name resolution for `url`'s host is pinned to `address`, with no
    /// redirects of its own; the caller shuts it down.
    static func client(for url: URL, pinnedTo address: String, connect: TimeAmount, read: TimeAmount) -> HTTPClient {
        var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow, timeout: .init(connect: connect, read: read))
        if let host = url.host { configuration.dnsOverride = [host: address] }
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }
}
