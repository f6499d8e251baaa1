import AlmanacCore
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Fetches images for the proxy, so that stored data can never aim it at this machine or its
/// network: every address is checked and pinned (`OutsideHost`). Redirects are followed by hand,
/// each new address checked the same way. Only `image/*` bodies of at most
/// `maxBytes` are accepted; failures are typed (`transport`, `httpStatus`, `decoding`). Each image
/// a request asks for passes the `UpstreamGate` first (the client's image budget).
public struct UpstreamImageFetcher: ImageFetcher {
    public typealias Resolver = OutsideHost.Resolver
    public typealias AddressPolicy = OutsideHost.AddressPolicy

    private let outside: OutsideHost
    private let connectTimeout: TimeAmount
    private let readTimeout: TimeAmount
    private let maxBytes: Int
    private let maxRedirects: Int
    private let gate: UpstreamGate

    /// - Parameters:
    ///   - resolve: the system resolver unless a test says otherwise.
    ///   - allows: public addresses only unless a test says otherwise (its servers live on loopback).
    public init(
        resolve: @escaping Resolver = HostResolution.addresses(of:),
        allows: @escaping AddressPolicy = OutsideHost.publicOnly,
        connectTimeout: TimeAmount = .seconds(2), readTimeout: TimeAmount = .seconds(5),
        maxBytes: Int = 5 * 1024 * 1024, maxRedirects: Int = 3, gate: UpstreamGate = .unlimited
    ) {
        self.gate = gate
        outside = OutsideHost(resolve: resolve, allows: allows)
        self.connectTimeout = connectTimeout
        self.readTimeout = readTimeout
        self.maxBytes = maxBytes
        self.maxRedirects = maxRedirects
    }

    public func fetchImage(_ url: URL) async throws -> ImageData {
        try gate.admit(.image, url: url.absoluteString)
        var current = url
        for _ in 0...maxRedirects {
            let address = try outside.address(of: current, schemes: ["http", "https"])
            let (status, headers, body) = try await get(current, pinnedTo: address)
            switch status {
            case 200..<300:
                guard let type = headers["Content-Type"].first?.lowercased(), type.hasPrefix("image/") else {
                    throw UpstreamFailure.decoding(
                        url: current.absoluteString, reason: "not an image (\(headers["Content-Type"].first ?? "no content type"))")
                }
                return ImageData(bytes: body, contentType: type)
            case 301, 302, 303, 307, 308:
                guard let location = headers["Location"].first, let next = URL(string: location, relativeTo: current)?.absoluteURL else {
                    throw UpstreamFailure.httpStatus(url: current.absoluteString, status: status)
                }
                current = next
            default:
                throw UpstreamFailure.httpStatus(url: current.absoluteString, status: status)
            }
        }
        throw UpstreamFailure.decoding(url: url.absoluteString, reason: "more than \(maxRedirects) redirects")
    }

    /// One GET on a client whose name resolution is pinned to `address` (TLS still checks the
    /// certificate against the host name), with no redirects of its own.
    private func get(_ url: URL, pinnedTo address: String) async throws -> (Int, HTTPHeaders, Data) {
        let client = OutsideHost.client(for: url, pinnedTo: address, connect: connectTimeout, read: readTimeout)
        do {
            var request = HTTPClientRequest(url: url.absoluteString)
            request.headers.add(name: "Accept", value: "image/*")
            request.headers.add(name: "User-Agent", value: "Almanac image proxy")
            let response = try await client.execute(request, timeout: readTimeout + connectTimeout)
            let body = try await Self.collect(response.body, upTo: maxBytes, url: url)
            try await client.shutdown()
            return (Int(response.status.code), response.headers, body)
        } catch let failure as UpstreamFailure {
            try? await client.shutdown()
            throw failure
        } catch {
            try? await client.shutdown()
            throw UpstreamFailure.transport(url: url.absoluteString, reason: "\(error)")
        }
    }

    private static func collect(_ body: HTTPClientResponse.Body, upTo limit: Int, url: URL) async throws -> Data {
        var data = Data()
        for try await buffer in body {
            guard data.count + buffer.readableBytes <= limit else {
                throw UpstreamFailure.decoding(url: url.absoluteString, reason: "larger than \(limit) bytes")
            }
            data.append(contentsOf: buffer.readableBytesView)
        }
        return data
    }
}
