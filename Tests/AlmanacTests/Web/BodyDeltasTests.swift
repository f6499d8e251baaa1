import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

@Suite("Kept bodies as differences from others")
struct BodyDeltasTests {
    /// A forecast-like page of `city`: every few hundred bytes a day's link naming the city's
    /// id, as a visitor's own city page has; the rest the same for everyone at that place.
    private func page(city: Int, name: String = "Copenhagen", tail: String = "</main>") -> EncodedBody {
        var text = "<main><h1>\(name)</h1>"
        for hour in 0..<400 {
            text += "<li class=\"hour\">\(hour % 24):00 <b>\(hour * 7 % 31)°</b> wind \(hour % 9) m/s</li>\n"
            if hour % 8 == 0 { text += "<a href=\"/weather/cities/\(city)?day=\(hour / 8)\">day \(hour / 8)</a>\n" }
        }
        return body(text + tail)
    }

    private func body(_ text: String) -> EncodedBody { EncodedBody(Array(text.utf8), contentType: EncodedBody.html) }

    private let request = Request(head: .init(method: .get, scheme: "http", authority: "a", path: "/"), body: .init(buffer: ByteBuffer()))

    @Test("pages that differ in a few places are held as those differences; each is answered with exactly its bytes and ETag")
    func sharing() async throws {
        let deltas = BodyDeltas()
        let ann = page(city: 7)
        let others = [page(city: 1234, name: "Copenhagen, Denmark"), page(city: 88, tail: "<p>2 saved</p></main>"), page(city: 7)]
        let keptAnn = deltas.kept(ann, route: "/weather/cities/:city")
        let keptOthers = others.map { deltas.kept($0, route: "/weather/cities/:city") }
        #expect(ann.bytes.readableBytes > 20_000)
        #expect(deltas.liveCount == 1 && deltas.liveBytes == ann.bytes.readableBytes, "one base: the others are held against it")
        for kept in keptOthers {
            #expect(kept.base === keptAnn.base)
            // 50 links with another id: a few kB, not the page's 20.
            #expect(kept.memoryCost < 3_000)
        }
        for (original, kept) in zip([ann] + others, [keptAnn] + keptOthers) {
            #expect(kept.response(for: request).headers[.eTag] == original.etag)
            #expect(kept.joined() == original.bytes)
        }
    }

    @Test("a body unlike every base of its route becomes one; a route keeps a few; routes are apart")
    func bases() {
        let deltas = BodyDeltas()
        let unlike = (0..<6).map { key in body((0..<300).map { "<p>\(key)-\($0 * 7919 % 1000)</p>" }.joined()) }
        let kept = unlike.map { deltas.kept($0, route: "/facts") }
        #expect(deltas.liveCount == 6, "nothing in common: each is its own base")
        #expect(Set(kept.map { ObjectIdentifier($0.base) }).count == 6)
        // The route compares new bodies with its last four only; another route with none of them.
        let againFirst = deltas.kept(unlike[0], route: "/facts")
        #expect(againFirst.base !== kept[0].base && deltas.liveCount == 7)
        let againLast = deltas.kept(unlike[5], route: "/facts")
        #expect(againLast.base === kept[5].base)
        let elsewhere = deltas.kept(unlike[5], route: "/settings")
        #expect(elsewhere.base !== kept[5].base)
        for (original, kept) in zip(unlike, kept) { #expect(kept.joined() == original.bytes) }
    }

    @Test("any edits of a body, and bodies with little or nothing in common, put together exactly")
    func exact() {
        var random = SplitMix(seed: 38)
        let deltas = BodyDeltas()
        let base = page(city: 1)
        let baseBytes = Array(base.bytes.readableBytesView)
        var kept: [(DeltaBody, [UInt8])] = [(deltas.kept(base, route: "r"), baseBytes)]
        for round in 0..<200 {
            var bytes = baseBytes
            for _ in 0..<random.next(below: 12) {
                let at = random.next(below: bytes.count + 1)
                let length = random.next(below: round % 3 == 0 ? 200 : 6)
                let replaced = min(random.next(below: 8), bytes.count - at)
                let inserted = (0..<length).map { _ in UInt8(truncatingIfNeeded: 32 + random.next(below: 90)) }
                bytes.replaceSubrange(at..<at + replaced, with: inserted)
            }
            kept.append((deltas.kept(EncodedBody(bytes, contentType: EncodedBody.html), route: "r"), bytes))
        }
        let odd: [[UInt8]] = [
            [], Array("<".utf8), Array(baseBytes.prefix(5)), Array(baseBytes.prefix(9_000)), Array(baseBytes.suffix(9_000)), baseBytes + baseBytes,
        ]
        for bytes in odd { kept.append((deltas.kept(EncodedBody(bytes, contentType: EncodedBody.html), route: "r"), bytes)) }
        for (index, (body, bytes)) in kept.enumerated() {
            // Compared first, so a failure names the body rather than printing both.
            let same = Array(body.joined().readableBytesView) == bytes
            #expect(same, "body \(index) of \(bytes.count) bytes put together differently")
        }
    }

    @Test("a base is freed when the last body held against it goes")
    func freed() {
        let deltas = BodyDeltas()
        var kept = [deltas.kept(page(city: 1), route: "r"), deltas.kept(page(city: 2), route: "r")]
        #expect(deltas.liveCount == 1)
        kept.removeFirst()
        #expect(deltas.liveBytes > 20_000, "the base stays with the second body")
        kept.removeAll()
        #expect(deltas.liveBytes == 0 && deltas.liveCount == 0)
    }

    @Test("kept bodies and the bases they share stay within the byte limit together")
    func bounded() {
        let deltas = BodyDeltas()
        let cache = KeptBodies<Int, DeltaBody>(byteLimit: 200_000, name: "test", sharedBytes: { deltas.liveBytes })
        // Every page different throughout: nothing to share, so the budget holds about four.
        for key in 0..<50 {
            let text = (0..<1000).map { "<p>\(key)-\($0)</p>" }.joined()
            cache.store(deltas.kept(body(text), route: "r"), for: key)
            #expect(cache.usage.bytes + deltas.liveBytes <= 200_000)
        }
        #expect(cache.cached(49) != nil && cache.cached(0) == nil)
    }
}

/// splitmix64: the same numbers in every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((value ^ (value >> 31)) % UInt64(bound))
    }
}
