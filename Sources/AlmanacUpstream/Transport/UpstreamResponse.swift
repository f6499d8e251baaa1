import AlmanacCore
import Foundation

/// A successful (2xx) or not-modified (304) upstream answer.
public struct UpstreamResponse: Sendable {
    public let url: String
    public let status: Int
    /// Empty for a 304.
    public let body: Data
    public let contentType: String?
    /// The body's `ETag` / `Last-Modified`, to send back next time.
    public let validators: Validators?

    public init(url: String, status: Int, body: Data, contentType: String? = nil, validators: Validators? = nil) {
        self.url = url
        self.status = status
        self.body = body
        self.contentType = contentType
        self.validators = validators
    }

    /// The server says the body we hold is still current.
    public var isNotModified: Bool { status == 304 }

    /// The body decoded as JSON; a failure names the URL and the faulty field.
    public func decodeJSON<Body: Decodable>(_ type: Body.Type = Body.self) throws(UpstreamFailure) -> Body {
        do {
            return try OutsideJSON.decode(Body.self, from: body)
        } catch {
            throw .decoding(url: url, reason: DecodingErrorText.describe(error))
        }
    }
}
