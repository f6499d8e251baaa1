import AlmanacCore
import AsyncHTTPClient
import Foundation
import NIOCore

/// Where a request to a host chosen from outside (an image URL in stored data, a browser's push
/// endpoint) may go, so it can never be aimed at this machine or its network. The host is read
/// as the connection will read it: a literal in any of the system's forms (`127.1`,
/// `[::1%251]`, `[::ffff:127.0.0.1]`) by its bytes, a name by the bytes of every address it
/// resolves to, once. The connection is then pinned to the checked address (a second look-up
/// could answer differently: DNS rebinding), and TLS still checks the certificate against the
/// name.
public struct OutsideHost: Sendable {
    /// The addresses a host name (or literal) resolves to, as the connection would reach them.
    public typealias Resolver = @Sendable (String) -> [IPAddress]
    /// Whether an address may be connected to.
    public typealias AddressPolicy = @Sendable (IPAddress) -> Bool

    let resolve: Resolver
    let allows: AddressPolicy

    /// Public addresses only.
    public static let publicOnly: AddressPolicy = { $0.isPublic }

    /// The one address a request for `url` may go to, canonically written: one of `schemes`,
    /// every address of its host allowed (a name with one private address among public ones is
    /// refused).
    func address(of url: URL, schemes: Set<String>) throws -> String {
        guard let scheme = url.scheme?.lowercased(), schemes.contains(scheme), let host = url.host, !host.isEmpty else {
            throw UpstreamFailure.decoding(url: url.absoluteString, reason: "not an \(schemes.sorted().joined(separator: " or ")) address")
        }
        // A literal is read as its bytes; a name, or text only the system's resolver reads as a
        // number, by what the resolver gives.
        let addresses = IPAddress(literal: host).map { [$0] } ?? resolve(host)
        guard let first = addresses.first else { throw UpstreamFailure.transport(url: url.absoluteString, reason: "\(host) does not resolve") }
        guard addresses.allSatisfy(allows) else {
            throw UpstreamFailure.decoding(url: url.absoluteString, reason: "\(host) resolves to an address Almanac must not reach")
        }
        return first.description
    }

    /// A client whose name resolution for `url`'s host is pinned to `address`, with no
    /// redirects of its own; the caller shuts it down. A literal host is pinned too: however the
    /// client reads its spelling, it connects to the bytes that were checked.
    static func client(for url: URL, pinnedTo address: String, connect: TimeAmount, read: TimeAmount) -> HTTPClient {
        var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow, timeout: .init(connect: connect, read: read))
        if let host = url.host { configuration.dnsOverride = [host: address] }
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }
}
