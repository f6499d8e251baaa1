import AlmanacCore
import Foundation

/// Fetches images over the shared transport and accepts only `image/*` bodies. A host name that
/// resolves to a loopback or private address is refused (the proxy has already refused such
/// literals), so stored data cannot aim the proxy at this machine or its network.
public struct UpstreamImageFetcher: ImageFetcher {
    private let transport: UpstreamTransport
    private let allowPrivateAddresses: Bool

    /// The transport should have short timeouts and no retries: a page is waiting for the image.
    /// - Parameter allowPrivateAddresses: only for tests, whose servers live on loopback.
    public init(transport: UpstreamTransport, allowPrivateAddresses: Bool = false) {
        self.transport = transport
        self.allowPrivateAddresses = allowPrivateAddresses
    }

    public func fetchImage(_ url: URL) async throws -> ImageData {
        if !allowPrivateAddresses, let host = url.host {
            let addresses = HostResolution.addresses(of: host)
            guard !addresses.isEmpty else { throw UpstreamFailure.transport(url: url.absoluteString, reason: "\(host) does not resolve") }
            if addresses.contains(where: HostAddress.isPrivateOrLoopback) {
                throw UpstreamFailure.transport(url: url.absoluteString, reason: "\(host) resolves to a private address")
            }
        }
        let response = try await transport.get(url.absoluteString, api: "images", accept: "image/*")
        guard let type = response.contentType?.lowercased(), type.hasPrefix("image/") else {
            throw UpstreamFailure.decoding(url: url.absoluteString, reason: "not an image (\(response.contentType ?? "no content type"))")
        }
        return ImageData(bytes: response.body, contentType: type)
    }
}
