import AlmanacCore
import Foundation
import Hummingbird

/// Encodes API bodies as `{"data": …, "meta": {…}}` with an ETag, and errors as
/// `{"error": {"code", "message"}}`.
enum JSONResponder {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }()

    struct Envelope<Data: Encodable, Meta: Encodable>: Encodable {
        let data: Data
        let meta: Meta
    }

    struct ErrorEnvelope: Encodable {
        struct Body: Encodable { let code: String; let message: String }
        let error: Body
    }

    /// Encodes the envelope once, with its ETag, so it can be cached and answered many times.
    static func encode(_ data: some Encodable, meta: some Encodable) throws -> EncodedBody {
        let body = try encoder.encode(Envelope(data: data, meta: meta))
        return EncodedBody(bytes: ByteBuffer(bytes: body), etag: "\"\(StableHash.fnv1a64(body))\"")
    }

    static func error(_ error: APIError) -> Response {
        let body = (try? encoder.encode(ErrorEnvelope(error: .init(code: error.code, message: error.message))))
            ?? Data(#"{"error":{"code":"internal","message":"error could not be encoded"}}"#.utf8)
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        headers.append(contentsOf: error.headers)
        return Response(status: error.status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// An encoded JSON body and its ETag.
struct EncodedBody: Sendable {
    let bytes: ByteBuffer
    let etag: String

    /// 304 when the request's `If-None-Match` names this body, else 200 with it.
    func response(for request: Request) -> Response {
        var headers: HTTPFields = [.eTag: etag, .cacheControl: "no-cache"]
        if let match = request.headers[.ifNoneMatch],
           match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag || $0 == "*" }) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: bytes))
    }
}
