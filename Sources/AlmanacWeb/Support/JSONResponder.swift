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
        struct Body: Encodable {
            let code: String
            let message: String
        }
        let error: Body
    }

    /// One value encoded as the envelope encodes it, to be joined into many envelopes by
    /// `encode(rows:meta:)`: a list's row encoded once per refresh rather than per request.
    struct EncodedRow: Sendable {
        fileprivate let bytes: [UInt8]
    }

    /// Encodes the envelope once, with its ETag, so it can be cached and answered many times.
    static func encode(_ data: some Encodable, meta: some Encodable) throws -> EncodedBody {
        EncodedBody(try encoder.encode(Envelope(data: data, meta: meta)), contentType: EncodedBody.json)
    }

    static func row(_ value: some Encodable) throws -> EncodedRow {
        EncodedRow(bytes: Array(try encoder.encode(value)))
    }

    /// The envelope of a list whose rows are encoded already: the bytes `encode(_:meta:)` makes
    /// of the rows' values (its keys sorted, `data` before `meta`), with only `meta` encoded
    /// here. Encoding a first-time list's rows was three quarters of its answer (callgrind).
    static func encode(rows: [EncodedRow], meta: some Encodable) throws -> EncodedBody {
        let meta = try encoder.encode(meta)
        let capacity = rows.reduce(meta.count + 20) { $0 + $1.bytes.count + 1 }
        var buffer = ByteBufferAllocator().buffer(capacity: capacity)
        buffer.writeStaticString(#"{"data":["#)
        for (index, row) in rows.enumerated() {
            if index > 0 { buffer.writeStaticString(",") }
            buffer.writeBytes(row.bytes)
        }
        buffer.writeStaticString(#"],"meta":"#)
        buffer.writeBytes(meta)
        buffer.writeStaticString("}")
        return EncodedBody(buffer, contentType: EncodedBody.json)
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
