import AlmanacCore
import Foundation

/// Fetches images over the shared transport and accepts only `image/*` bodies.
public struct UpstreamImageFetcher: ImageFetcher {
    private let transport: UpstreamTransport

    /// The transport should have short timeouts and no retries: a page is waiting for the image.
    public init(transport: UpstreamTransport) { self.transport = transport }

    public func fetchImage(_ url: URL) async throws -> ImageData {
        let response = try await transport.get(url.absoluteString, accept: "image/*")
        guard let type = response.contentType?.lowercased(), type.hasPrefix("image/") else {
            throw UpstreamFailure.decoding(url: url.absoluteString, reason: "not an image (\(response.contentType ?? "no content type"))")
        }
        return ImageData(bytes: response.body, contentType: type)
    }
}
