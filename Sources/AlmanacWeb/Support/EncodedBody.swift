import AlmanacCore
import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// A response body encoded once, with its type and an ETag made from its bytes, so it can be
/// kept in a cache and answered many times (or answered 304 to a client that has it). A text
/// body of a kilobyte or more goes in gzip to a client that takes it (`ContentCoding`),
/// compressed the first time one asks and kept with the body.
struct EncodedBody: Sendable {
    static let json = "application/json; charset=utf-8"
    static let html = "text/html; charset=utf-8"

    let bytes: ByteBuffer
    /// What keeping it costs in memory: the buffer as allocated (NIO rounds a buffer's
    /// capacity up to a power of two, so a 22 kB page takes 32 kB), its ETag, and for a
    /// compressible body a quarter of its size for the gzip copy (pages and JSON compress five to
    /// ten times), counted from the start so a cache's sum stays true once the copy is made.
    let memoryCost: Int
    let contentType: String
    let etag: String
    /// How long a client may keep it: by default, only to ask again with its ETag.
    var cacheControl = "no-cache" {
        didSet {
            headers = Self.headers(
                etag: etag, cacheControl: cacheControl, contentType: contentType, byteCount: bytes.readableBytes, varies: varies)
        }
    }
    /// Its headers, made once: making a field checks its value, and a kept body answers many
    /// requests.
    private var headers: HTTPFields
    /// The gzip copy, for a compressible body; made by the first request that takes it.
    private let gzipped: GzipCopy?

    init(_ bytes: some Collection<UInt8>, contentType: String) {
        self.init(ByteBuffer(bytes: bytes), contentType: contentType)
    }

    /// A page's bytes, copied from its parts into the response's buffer: the only copy made.
    /// Its ETag is made of its parts' fingerprints (`HTML.Parts.fingerprint`), not its bytes'.
    init(_ html: HTML, contentType: String) {
        var buffer = ByteBufferAllocator().buffer(capacity: html.byteCount)
        // Every part copied into the buffer's memory in one write: a `writeBytes` per part
        // checked the capacity and the access each time, for the forty parts of a list page.
        buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: html.byteCount) { destination in
            var written = 0
            html.parts.forEach { part in
                part.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: destination[written...]).copyMemory(from: $0) }
                written += part.count
            }
            return written
        }
        self.init(buffer, contentType: contentType, fingerprint: html.parts.fingerprint)
    }

    init(_ buffer: ByteBuffer, contentType: String) {
        self.init(buffer, contentType: contentType, fingerprint: buffer.withUnsafeReadableBytes(StableHash.bodyFingerprint))
    }

    /// `buffer` with an ETag of `fingerprint`, made of the parts it was written from.
    init(_ buffer: ByteBuffer, contentType: String, fingerprint: String) {
        self.bytes = buffer
        let compressible = ContentCoding.isCompressible(contentType: contentType, byteCount: buffer.readableBytes)
        gzipped = compressible ? GzipCopy() : nil
        memoryCost = buffer.capacity + 320 + (compressible ? buffer.readableBytes / 4 : 0)
        self.contentType = contentType
        etag = "\"" + fingerprint + "\""
        headers = Self.headers(
            etag: etag, cacheControl: cacheControl, contentType: contentType, byteCount: buffer.readableBytes, varies: compressible)
    }

    /// Whether its bytes depend on the request's `Accept-Encoding` (it also goes in gzip): its
    /// answers say so in `Vary`, so a cache between client and server keeps the two apart.
    private var varies: Bool { gzipped != nil }

    private static func headers(
        etag: String, cacheControl: String, contentType: String, byteCount: Int, encoding: String? = nil, varies: Bool = false
    ) -> HTTPFields {
        var fields: HTTPFields = [.eTag: etag, .cacheControl: cacheControl, .contentType: contentType, .contentLength: String(byteCount)]
        if let encoding { fields[.contentEncoding] = encoding }
        if varies { fields[.vary] = "Accept-Encoding" }
        return fields
    }

    /// 304 when the request's `If-None-Match` names this body (for a 200), else the body, in
    /// gzip when the request takes it. An answer that shows the visitor's own things is marked
    /// private by `VisitorStep`.
    func response(for request: Request, status: HTTPResponse.Status = .ok) -> Response {
        if let gzipped, ContentCoding.acceptsGzip(request.headers[.acceptEncoding]), let compressed = gzipped.bytes(of: bytes) {
            let etag = Self.gzipETag(etag)
            return Self.notModified(request, status: status, etag: etag, cacheControl: cacheControl, varies: true)
                ?? Response(
                    status: status,
                    headers: Self.headers(
                        etag: etag, cacheControl: cacheControl, contentType: contentType, byteCount: compressed.readableBytes,
                        encoding: "gzip", varies: true),
                    body: ResponseBody(byteBuffer: compressed))
        }
        return Self.notModified(request, status: status, etag: etag, cacheControl: cacheControl, varies: varies)
            ?? Response(status: status, headers: headers, body: ResponseBody(byteBuffer: bytes))
    }

    /// 304 when the request's `If-None-Match` names `etag` (for a 200), else the bytes `body`
    /// gives, with their type and ETag: a body put together for each answer (a visitor's own page,
    /// `DeltaBody`), so one that is compressible goes in gzip to a client that takes it,
    /// compressed for that answer at zlib's fastest level (as nginx's default), with the ETag
    /// and `Vary` a kept body's gzip copy has.
    static func response(
        for request: Request, status: HTTPResponse.Status, etag: String, contentType: String, cacheControl: String, byteCount: Int,
        body: () -> ByteBuffer
    ) -> Response {
        let varies = ContentCoding.isCompressible(contentType: contentType, byteCount: byteCount)
        if varies, ContentCoding.acceptsGzip(request.headers[.acceptEncoding]) {
            let gzipETag = gzipETag(etag)
            if let notModified = notModified(request, status: status, etag: gzipETag, cacheControl: cacheControl, varies: true) {
                return notModified
            }
            let plain = body()
            if let compressed = ContentCoding.gzip(plain, fastest: true) {
                return Response(
                    status: status,
                    headers: headers(
                        etag: gzipETag, cacheControl: cacheControl, contentType: contentType, byteCount: compressed.readableBytes,
                        encoding: "gzip", varies: true),
                    body: ResponseBody(byteBuffer: compressed))
            }
            return asItIs(plain)
        }
        if let notModified = notModified(request, status: status, etag: etag, cacheControl: cacheControl, varies: varies) {
            return notModified
        }
        return asItIs(body())

        func asItIs(_ plain: ByteBuffer) -> Response {
            Response(
                status: status,
                headers: headers(etag: etag, cacheControl: cacheControl, contentType: contentType, byteCount: plain.readableBytes, varies: varies),
                body: ResponseBody(byteBuffer: plain))
        }
    }

    /// The gzip copy's ETag: another representation, so another ETag (RFC 9110 §8.8.3), named as
    /// Apache names it.
    private static func gzipETag(_ etag: String) -> String { String(etag.dropLast()) + "-gzip\"" }

    /// The 304 for a 200 whose request names `etag`: it repeats the ETag and how long to keep it.
    private static func notModified(
        _ request: Request, status: HTTPResponse.Status, etag: String, cacheControl: String, varies: Bool = false
    ) -> Response? {
        guard status == .ok, isNamed(etag, by: request) else { return nil }
        var headers: HTTPFields = [.eTag: etag, .cacheControl: cacheControl]
        if varies { headers[.vary] = "Accept-Encoding" }
        return Response(status: .notModified, headers: headers)
    }

    /// Whether the request's `If-None-Match` names `etag` (or any, `*`).
    private static func isNamed(_ etag: String, by request: Request) -> Bool {
        guard let match = request.headers[.ifNoneMatch] else { return false }
        return match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag || $0 == "*" })
    }
}

/// A body's gzip copy, made once by the first request that takes gzip and kept with the body (two
/// requests at once may both compress; either copy is the same).
private final class GzipCopy: Sendable {
    private let kept = Mutex<ByteBuffer?>(nil)
    /// Set when gzip was no smaller: the body then always goes as it is.
    private let pointless = Atomic<Bool>(false)

    func bytes(of body: ByteBuffer) -> ByteBuffer? {
        if let kept = kept.withLock({ $0 }) { return kept }
        if pointless.load(ordering: .relaxed) { return nil }
        guard let compressed = ContentCoding.gzip(body) else {
            pointless.store(true, ordering: .relaxed)
            return nil
        }
        kept.withLock { $0 = compressed }
        return compressed
    }
}
