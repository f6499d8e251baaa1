import Foundation
import Hummingbird

/// Writes API bodies as `{"data": …, "meta": {…}}` with an ETag, answering 304 to a matching
/// `If-None-Match`, and errors as `{"error": {"code", "message"}}`.
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

    static func envelope(_ data: some Encodable, meta: some Encodable, for request: Request) throws -> Response {
        let body = try encoder.encode(Envelope(data: data, meta: meta))
        let etag = "\"\(ETag.hash(body))\""
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .eTag: etag, .cacheControl: "no-cache"]
        if let match = request.headers[.ifNoneMatch], match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag || $0 == "*" }) {
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    static func error(_ error: APIError) -> Response {
        let body = (try? encoder.encode(ErrorEnvelope(error: .init(code: error.code, message: error.message))))
            ?? Data(#"{"error":{"code":"internal","message":"error could not be encoded"}}"#.utf8)
        return Response(
            status: error.status, headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
        )
    }
}

/// A fast, stable fingerprint of a body for ETags (FNV-1a, 64 bit).
enum ETag {
    static func hash(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
