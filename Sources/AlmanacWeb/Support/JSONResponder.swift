import AlmanacCore
import Foundation
import Hummingbird

/// Encodes API bodies as `{"data": …, "meta": {…}}` with an ETag, and errors as
/// `{"error": {"code", "message"}}`.
enum JSONResponder {
    /// Every answer's encoder, and `EncodedJSON`'s.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }()

    struct ErrorEnvelope: Encodable {
        struct Body: Encodable {
            let code: String
            let message: String
        }
        let error: Body
    }

    /// Encodes the envelope once, with its ETag, so it can be cached and answered many times.
    static func encode(_ data: some Encodable, meta: some Encodable) throws -> EncodedBody {
        try encode(data: EncodedJSON(encoding: data), meta: meta)
    }

    /// The envelope around data encoded already (a list's rows kept encoded, joined), with only
    /// `meta` encoded here: `{"data":…,"meta":…}`, the keys in the order `.sortedKeys` gives.
    /// Encoding a list's rows is most of the work of its answer, so rows are encoded once. The
    /// ETag is made of `data`'s fingerprint and `meta`'s, not of the bytes written.
    static func encode(data: EncodedJSON, meta: some Encodable) throws -> EncodedBody {
        let meta = try encoder.encode(meta)
        var buffer = ByteBufferAllocator().buffer(capacity: data.bytes.count + meta.count + 20)
        buffer.writeStaticString(#"{"data":"#)
        buffer.writeBytes(data.bytes)
        buffer.writeStaticString(#","meta":"#)
        buffer.writeBytes(meta)
        buffer.writeStaticString("}")
        let parts = [data.fingerprint, meta.withUnsafeBytes(StableHash.bodyFingerprintValue)]
        return EncodedBody(buffer, contentType: EncodedBody.json, fingerprint: StableHash.bodyFingerprint(ofParts: parts))
    }

    static func error(_ error: APIError) -> Response {
        let body =
            (try? encoder.encode(ErrorEnvelope(error: .init(code: error.code, message: error.message))))
            ?? Data(#"{"error":{"code":"internal","message":"error could not be encoded"}}"#.utf8)
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
        headers.append(contentsOf: error.headers)
        return Response(status: error.status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
