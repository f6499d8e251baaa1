import Hummingbird
import Synchronization

/// Kept bodies cut into pieces at points their content picks, each piece held once however many
/// bodies have it: a visitor's page differs from another visitor's in a few places (a city's
/// name and id, the searches they made), while most of its bytes (a forecast's hours and chart,
/// the facts found for a term) are the same for every visitor of the same place or term. So a
/// thousand visitors' own pages take little more memory than their differences.
///
/// The cut points come from a rolling hash of the last 64 bytes, as content-defined chunking
/// does: an insertion early in a body moves the cuts near it only, and the same bytes further on
/// are cut the same way in every body. Pieces are 256 bytes to 8 kB, about 1 kB on average
/// (small, so a difference such as a city's id in a link costs little around it). Equal
/// pieces are found by a hash of their bytes and compared whole before one is shared.
final class BodyChunks: Sendable {
    private struct State {
        var live: [Fingerprint: WeakChunk] = [:]
        var bytes = 0
    }

    struct Fingerprint: Hashable {
        let hash: UInt64
        let count: Int
    }

    private let state = Mutex(State())

    /// The bytes the live pieces hold, whichever bodies share them.
    var liveBytes: Int { state.withLock { $0.bytes } }

    /// How many pieces are alive (tests).
    var liveCount: Int { state.withLock { $0.live.count } }

    /// `body` as pieces, sharing every piece another kept body has already.
    func chunked(_ body: EncodedBody) -> ChunkedBody {
        let bytes = Array(body.bytes.readableBytesView)
        let cuts = Self.cuts(of: bytes)
        var fresh = 0
        // Pieces found or made are handed out of the lock: a piece released inside it (the last
        // reference going) would take the lock again from its deinit.
        let (pieces, _) = state.withLock { state -> (pieces: [BodyChunk], unmatched: [BodyChunk]) in
            var pieces: [BodyChunk] = []
            var unmatched: [BodyChunk] = []
            pieces.reserveCapacity(cuts.count)
            var start = bytes.startIndex
            for end in cuts {
                let slice = bytes[start..<end]
                let fingerprint = Fingerprint(hash: Self.hash(slice), count: slice.count)
                let kept = state.live[fingerprint]?.chunk
                if let kept, kept.bytes.elementsEqual(slice) {
                    pieces.append(kept)
                } else {
                    if let kept { unmatched.append(kept) }
                    let made = BodyChunk(Array(slice), fingerprint: fingerprint, owner: self)
                    // A piece of the same fingerprint but other bytes stays unshared.
                    if state.live[fingerprint]?.chunk == nil { state.live[fingerprint] = WeakChunk(made) }
                    state.bytes += made.bytes.count
                    fresh += made.bytes.count
                    pieces.append(made)
                }
                start = end
            }
            return (pieces, unmatched)
        }
        return ChunkedBody(
            pieces: pieces, byteCount: bytes.count, contentType: body.contentType, etag: body.etag, cacheControl: body.cacheControl)
    }

    fileprivate func released(_ chunk: BodyChunk) {
        state.withLock { state in
            state.bytes -= chunk.bytes.count
            if let entry = state.live[chunk.fingerprint], entry.chunk == nil { state.live[chunk.fingerprint] = nil }
        }
    }

    static let minimumPiece = 256
    static let maximumPiece = 8 * 1024
    /// A cut where the rolling hash's top 10 bits are zero: about every kB past the minimum.
    /// (The top bits, which the last 64 bytes set; the low ones hold only the last few.)
    private static let cutMask: UInt64 = ~((1 << 54) - 1)

    /// Where each piece ends (the last is the body's end).
    static func cuts(of bytes: [UInt8]) -> [Int] {
        var cuts: [Int] = []
        var rolling: UInt64 = 0
        var length = 0
        for (offset, byte) in bytes.enumerated() {
            // A gear hash: each byte shifts in a fixed random value; the last 64 bytes count.
            rolling = (rolling << 1) &+ gear[Int(byte)]
            length += 1
            let index = offset + 1
            if length >= maximumPiece || (length >= minimumPiece && rolling & cutMask == 0) {
                cuts.append(index)
                length = 0
            }
        }
        if length > 0 { cuts.append(bytes.endIndex) }
        return cuts
    }

    /// FNV-1a over the piece.
    private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// 256 fixed pseudo-random values (splitmix64 from a constant seed), the same in every run.
    private static let gear: [UInt64] = {
        var seed: UInt64 = 0x416C_6D61_6E61_6321
        return (0..<256).map { _ in
            seed &+= 0x9E37_79B9_7F4A_7C15
            var value = seed
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }()
}

/// One piece of kept bodies, freed when the last body holding it goes.
final class BodyChunk: Sendable {
    let bytes: [UInt8]
    fileprivate let fingerprint: BodyChunks.Fingerprint
    private let owner: BodyChunks

    fileprivate init(_ bytes: [UInt8], fingerprint: BodyChunks.Fingerprint, owner: BodyChunks) {
        self.bytes = bytes
        self.fingerprint = fingerprint
        self.owner = owner
    }

    deinit { owner.released(self) }
}

/// A weak reference, so the table of pieces keeps none of them alive.
private final class WeakChunk: @unchecked Sendable {
    // Read and written only under `BodyChunks`' lock.
    weak var chunk: BodyChunk?
    init(_ chunk: BodyChunk) { self.chunk = chunk }
}

/// A body kept as shared pieces (`BodyChunks`), joined again for each answer.
struct ChunkedBody: KeepableBody {
    let pieces: [BodyChunk]
    let byteCount: Int
    let contentType: String
    let etag: String
    let cacheControl: String

    /// Its own memory: the list of pieces and the headers; the pieces' bytes are counted by
    /// `BodyChunks.liveBytes`, once however many bodies share them.
    var memoryCost: Int { pieces.count * 16 + etag.utf8.count + 96 }

    func response(for request: Request, status: HTTPResponse.Status = .ok) -> Response {
        EncodedBody.response(for: request, status: status, etag: etag, contentType: contentType, cacheControl: cacheControl, body: joined)
    }

    /// The body's bytes, its pieces joined.
    func joined() -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(byteCount)
        for piece in pieces { buffer.writeBytes(piece.bytes) }
        return buffer
    }
}
