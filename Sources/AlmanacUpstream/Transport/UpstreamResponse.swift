import Foundation

/// A successful (2xx) upstream answer.
public struct UpstreamResponse: Sendable {
    public let url: String
    public let status: Int
    public let body: Data
    public let contentType: String?

    public init(url: String, status: Int, body: Data, contentType: String? = nil) {
        self.url = url
        self.status = status
        self.body = body
        self.contentType = contentType
    }
}
