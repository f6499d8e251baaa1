import CompressNIO
import NIOCore

/// gzip for the text bodies a client says it takes (`Accept-Encoding`): pages and JSON shrink
/// five to ten times (the launches list from 93 kB to 12 kB), which a phone on a slow network
/// feels far more than any time the server spends.
enum ContentCoding {
    /// Smaller bodies go as they are: gzip adds 18 bytes of its own, and a body this small fits
    /// a packet anyway.
    static let smallestCompressed = 1_024

    /// Text, JSON and XML (pages, API answers, feeds, the calendar); never images or archives,
    /// which are compressed already.
    static func isCompressible(contentType: String, byteCount: Int) -> Bool {
        guard byteCount >= smallestCompressed else { return false }
        return contentType.hasPrefix("text/") || contentType.hasPrefix("application/javascript") || contentType.contains("json")
            || contentType.contains("xml")
    }

    /// Whether an `Accept-Encoding` value takes gzip (RFC 9110 §12.5.3): `gzip` or `x-gzip`
    /// with a weight above 0, else `*` with one. A weight that is no number from 0 to 1 takes
    /// nothing, and no header takes only the body as it is.
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var gzip: Bool?
        var any: Bool?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";")
            guard let coding = parts.first?.trimmingSpaces.lowercased() else { continue }
            let accepted = parts.dropFirst().allSatisfy { parameter in
                let pair = parameter.split(separator: "=", maxSplits: 1).map(\.trimmingSpaces)
                guard pair.count == 2, pair[0].lowercased() == "q" else { return true }
                guard let weight = Double(pair[1]), (0...1).contains(weight) else { return false }
                return weight > 0
            }
            switch coding {
            case "gzip", "x-gzip": gzip = accepted && (gzip ?? true)
            case "*": any = accepted
            default: continue
            }
        }
        return gzip ?? any ?? false
    }

    /// `body` in gzip, or nil when that is no smaller (or zlib fails): at zlib's default level for
    /// a copy that is kept, at its fastest for one made for a single answer. Copied into a buffer
    /// of its own size: zlib writes into one as large as the body could become, and a copy may be
    /// kept.
    static func gzip(_ body: ByteBuffer, fastest: Bool = false) -> ByteBuffer? {
        var input = body
        let level: ZlibConfiguration.CompressionLevel = fastest ? .fastestCompression : .defaultCompressionLevel
        guard let compressed = try? input.compress(with: .gzip(configuration: .init(compressionLevel: level))),
            compressed.readableBytes < body.readableBytes
        else { return nil }
        var fitted = ByteBufferAllocator().buffer(capacity: compressed.readableBytes)
        fitted.writeImmutableBuffer(compressed)
        return fitted
    }
}

/// A gzip stream written a piece at a time, for a body too large to hold whole (a download of a
/// whole list): each piece compressed as it comes, at zlib's fastest level (it is made for one
/// answer), and the stream ended by `finish()`. Used by one task at a time.
final class GzipStream {
    private let compressor: ZlibCompressor

    init() throws {
        compressor = try ZlibCompressor(algorithm: .gzip, configuration: .init(compressionLevel: .fastestCompression))
    }

    /// What `piece` adds to the stream: often less than it (zlib holds some back until it has
    /// enough), sometimes nothing.
    func compress(_ piece: ByteBuffer) throws -> ByteBuffer {
        var input = piece
        // Room for the worst case, so one call takes the whole piece.
        var output = ByteBufferAllocator().buffer(capacity: compressor.maxSize(from: input))
        while input.readableBytes > 0 {
            try compressor.deflate(from: &input, to: &output, flush: .no)
        }
        return output
    }

    /// The rest of the stream: what zlib held back and gzip's trailer.
    func finish() throws -> ByteBuffer {
        var nothing = ByteBufferAllocator().buffer(capacity: 1)
        var output = ByteBufferAllocator().buffer(capacity: 16 * 1_024)
        while true {
            let written = output.readableBytes
            do {
                try compressor.deflate(from: &nothing, to: &output, flush: .finish)
                return output
            } catch let error as CompressNIOError where error == .bufferOverflow && output.readableBytes > written {
                // More held back than there was room for: what was written stays, and more room
                // is made. (A call that wrote nothing fails: more room would not help it.)
                output.reserveCapacity(minimumWritableBytes: 16 * 1_024)
            }
        }
    }
}

extension Substring {
    /// Without the spaces and tabs around it (HTTP's optional white space).
    fileprivate var trimmingSpaces: Substring {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
