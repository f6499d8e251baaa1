import Hummingbird
import Synchronization

/// Kept bodies held as their differences from another body of the same route: a visitor's page
/// differs from another visitor's in a few places (a city's id in each day's link, the searches
/// they made), while most of its bytes (a forecast's hours and chart, the facts found for a term)
/// are the same for every visitor of the same place or term. So a thousand visitors' own pages
/// take little more memory than one page and their differences.
///
/// Each route keeps its last few distinct bodies as bases. A new body is held as runs of a base
/// and the bytes between them, against the base it differs least from; one that differs from
/// every base by more than a quarter of its bytes becomes a base itself. A base lives while a
/// kept body refers to it; the live bases' bytes are counted once (`liveBytes`), however many
/// bodies share them.
///
/// Differences are found by walking a body and a base together and, where they part, looking a
/// short way ahead in both for where they agree again, as they do after an id or a name replaced
/// in place: linear in the body's length, and nothing to build or keep per base. (Content-defined
/// pieces, the first way this was done, left 3 to 5 kB of a 14 kB answer unshared when its
/// differences were a byte every few hundred: a thousand visitors did not fit.)
final class BodyDeltas: Sendable {
    private struct State {
        var bases: [String: [WeakBase]] = [:]
        var bytes = 0
        var count = 0
    }

    private let state = Mutex(State())

    /// The bytes the live bases hold, whichever bodies share them.
    var liveBytes: Int { state.withLock { $0.bytes } }

    /// How many bases are alive (tests).
    var liveCount: Int { state.withLock { $0.count } }

    /// The distinct bodies a route keeps to compare new ones with.
    static let basesPerRoute = 4
    /// Bytes a body and a base must agree on to be in step again after they part.
    static let anchor = 8
    /// How far ahead, in each of them, that agreement is looked for.
    static let lookahead = 64

    /// `body` held as its differences from the closest base of `route`, or as a new base.
    func kept(_ body: EncodedBody, route: String) -> DeltaBody {
        let bytes = Array(body.bytes.readableBytesView)
        // Strong references taken out of the lock: a base released inside it (its last body
        // going) would take the lock again from its deinit.
        let candidates = state.withLock { $0.bases[route, default: []].compactMap(\.base) }
        var best: (base: DeltaBase, delta: Delta)?
        for base in candidates {
            let limit = min(bytes.count / 4, best?.delta.cost ?? .max)
            if let delta = Delta(of: bytes, from: base.bytes, costingAtMost: limit) { best = (base, delta) }
        }
        if let best {
            return DeltaBody(base: best.base, delta: best.delta, byteCount: bytes.count, of: body)
        }
        let base = DeltaBase(bytes, owner: self)
        state.withLock { state in
            var bases = state.bases[route, default: []].filter { $0.base != nil }
            bases.insert(WeakBase(base), at: 0)
            state.bases[route] = Array(bases.prefix(Self.basesPerRoute))
            state.bytes += bytes.count
            state.count += 1
        }
        return DeltaBody(base: base, delta: Delta(wholeOf: bytes.count), byteCount: bytes.count, of: body)
    }

    fileprivate func released(_ base: DeltaBase) {
        state.withLock { state in
            state.bytes -= base.bytes.count
            state.count -= 1
        }
    }
}

/// A body's bytes as runs of a base's and bytes of its own between them.
struct Delta: Sendable {
    enum Segment: Sendable {
        /// These bytes of the base.
        case base(Range<Int>)
        /// These bytes of `own`.
        case own(Range<Int>)
    }

    let segments: [Segment]
    let own: [UInt8]

    /// The memory the delta holds.
    var cost: Int { segments.count * MemoryLayout<Segment>.stride + own.count }

    /// The whole of a base.
    init(wholeOf count: Int) {
        segments = [.base(0..<count)]
        own = []
    }

    /// How `bytes` is made of `base`; nil when that costs more than `limit` bytes.
    init?(of bytes: [UInt8], from base: [UInt8], costingAtMost limit: Int) {
        var segments: [Segment] = []
        var own: [UInt8] = []
        let stride = MemoryLayout<Segment>.stride
        let found = base.withUnsafeBufferPointer { base in
            bytes.withUnsafeBufferPointer { body -> Bool in
                var (inBase, inBody) = (0, 0)
                var runStart = 0
                while inBody < body.count {
                    if inBase < base.count, base[inBase] == body[inBody] {
                        inBase += 1
                        inBody += 1
                        continue
                    }
                    if inBase > runStart { segments.append(.base(runStart..<inBase)) }
                    let (skipBase, skipBody) =
                        Self.stepAgain(base, from: inBase, body, from: inBody) ?? (base.count - inBase, body.count - inBody)
                    segments.append(.own(own.count..<own.count + skipBody))
                    own.append(contentsOf: body[inBody..<inBody + skipBody])
                    inBase += skipBase
                    inBody += skipBody
                    runStart = inBase
                    if segments.count * stride + own.count > limit { return false }
                }
                if inBase > runStart { segments.append(.base(runStart..<inBase)) }
                return segments.count * stride + own.count <= limit
            }
        }
        guard found else { return nil }
        self.segments = segments
        self.own = own
    }

    /// The fewest bytes to skip in the base and in the body, together, before `anchor` bytes of
    /// both agree; nil when they do not within `lookahead` bytes of each.
    private static func stepAgain(
        _ base: UnsafeBufferPointer<UInt8>, from inBase: Int, _ body: UnsafeBufferPointer<UInt8>, from inBody: Int
    ) -> (base: Int, body: Int)? {
        let anchor = BodyDeltas.anchor
        let lookahead = BodyDeltas.lookahead
        for skipped in 1...(2 * lookahead) {
            for skipBody in max(0, skipped - lookahead)...min(skipped, lookahead) {
                let (baseStart, bodyStart) = (inBase + skipped - skipBody, inBody + skipBody)
                guard baseStart + anchor <= base.count, bodyStart + anchor <= body.count else { continue }
                var agreed = 0
                while agreed < anchor, base[baseStart + agreed] == body[bodyStart + agreed] { agreed += 1 }
                if agreed == anchor { return (skipped - skipBody, skipBody) }
            }
        }
        return nil
    }
}

/// One body others are held against, freed when the last body referring to it goes.
final class DeltaBase: Sendable {
    let bytes: [UInt8]
    private let owner: BodyDeltas

    fileprivate init(_ bytes: [UInt8], owner: BodyDeltas) {
        self.bytes = bytes
        self.owner = owner
    }

    deinit { owner.released(self) }
}

/// A weak reference, so a route's list of bases keeps none of them alive.
private final class WeakBase: @unchecked Sendable {
    // Read and written only under `BodyDeltas`' lock.
    weak var base: DeltaBase?
    init(_ base: DeltaBase) { self.base = base }
}

/// A body kept as its differences from a base (`BodyDeltas`), put together again for each answer.
struct DeltaBody: KeepableBody {
    let base: DeltaBase
    let delta: Delta
    let byteCount: Int
    let contentType: String
    let etag: String
    let cacheControl: String

    init(base: DeltaBase, delta: Delta, byteCount: Int, of body: EncodedBody) {
        self.base = base
        self.delta = delta
        self.byteCount = byteCount
        contentType = body.contentType
        etag = body.etag
        cacheControl = body.cacheControl
    }

    /// Its own memory: the differences and the headers; the base's bytes are counted by
    /// `BodyDeltas.liveBytes`, once however many bodies share them.
    var memoryCost: Int { delta.cost + etag.utf8.count + 96 }

    func response(for request: Request, status: HTTPResponse.Status = .ok) -> Response {
        EncodedBody.response(
            for: request, status: status, etag: etag, contentType: contentType, cacheControl: cacheControl, byteCount: byteCount,
            body: joined)
    }

    /// The body's bytes.
    func joined() -> ByteBuffer {
        var buffer = ByteBuffer()
        buffer.reserveCapacity(byteCount)
        for segment in delta.segments {
            switch segment {
            case .base(let range): buffer.writeBytes(base.bytes[range])
            case .own(let range): buffer.writeBytes(delta.own[range])
            }
        }
        return buffer
    }
}
