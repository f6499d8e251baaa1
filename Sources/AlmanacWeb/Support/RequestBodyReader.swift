import Foundation
import Hummingbird

/// Reads request bodies with a size limit: a larger body is a 413, never an internal error.
enum RequestBodyReader {
    /// The whole body, at most `limit` bytes.
    static func collect(_ request: Request, limit: Int) async throws -> ByteBuffer {
        var collected = ByteBuffer()
        for try await var part in request.body {
            guard collected.readableBytes + part.readableBytes <= limit else { throw APIError.payloadTooLarge(limit: limit) }
            collected.writeBuffer(&part)
        }
        return collected
    }

    /// A JSON API body: `application/json` only (415 otherwise), at most `limit` bytes.
    static func json(_ request: Request, limit: Int = 16 * 1024) async throws -> Data {
        let type = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard type == "application/json" else { throw APIError.unsupportedMediaType(expected: "application/json") }
        return Data(try await collect(request, limit: limit).readableBytesView)
    }
}
