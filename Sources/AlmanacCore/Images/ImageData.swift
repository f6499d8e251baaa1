import Foundation

/// An image's bytes and media type, as fetched or cached.
public struct ImageData: Hashable, Sendable {
    public let bytes: Data
    /// `image/png`, `image/jpeg`, …
    public let contentType: String

    public init(bytes: Data, contentType: String) {
        self.bytes = bytes
        self.contentType = contentType
    }
}

/// Fetches an image from the internet.
public protocol ImageFetcher: Sendable {
    func fetchImage(_ url: URL) async throws -> ImageData
}

/// A bounded cache of fetched images, keyed by URL.
public protocol ImageCache: Sendable {
    func image(for url: String) async -> ImageData?
    func store(_ image: ImageData, for url: String) async
}

/// The hosts that stored data links images from; only those may be fetched through the proxy.
public protocol ImageHostCatalog: Sendable {
    func imageHosts() async throws -> Set<String>
}
