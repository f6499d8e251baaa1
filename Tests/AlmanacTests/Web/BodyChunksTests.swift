import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import AlmanacWeb

@Suite("Kept bodies in shared pieces")
struct BodyChunksTests {
    /// A page-like body: `head` (a visitor's own part), then 30 kB that every visitor's page
    /// has (a forecast, the facts found), then `tail`.
    private func page(_ head: String, tail: String = "</main>") -> EncodedBody {
        var text = "<main><h1>\(head)</h1>"
        for hour in 0..<800 { text += "<li class=\"hour\">\(hour % 24):00 <b>\(hour * 7 % 31)°</b></li>\n" }
        return EncodedBody(Array((text + tail).utf8), contentType: EncodedBody.html)
    }

    @Test("pages that differ in a few places share the rest; each is answered with exactly its bytes and ETag")
    func sharing() async throws {
        let chunks = BodyChunks()
        let (ann, bob) = (page("Ann's cities: Copenhagen"), page("Bob's cities: London, Oslo", tail: "<p>2 saved</p></main>"))
        let (keptAnn, keptBob) = (chunks.chunked(ann), chunks.chunked(bob))
        #expect(ann.bytes.readableBytes > 30_000)
        // Bob's page costs little more than what differs from Ann's.
        #expect(chunks.liveBytes < ann.bytes.readableBytes + 20_000)
        #expect(
            keptAnn.pieces.count > 5
                && Set(keptAnn.pieces.map(ObjectIdentifier.init)).intersection(keptBob.pieces.map(ObjectIdentifier.init)).count >= 3)
        let request = Request(head: .init(method: .get, scheme: "http", authority: "a", path: "/"), body: .init(buffer: ByteBuffer()))
        for (original, kept) in [(ann, keptAnn), (bob, keptBob)] {
            #expect(kept.response(for: request).headers[.eTag] == original.etag)
            #expect(kept.joined() == original.bytes)
        }
    }

    @Test("a piece is freed when the last body holding it goes")
    func freed() {
        let chunks = BodyChunks()
        var kept: [ChunkedBody] = [chunks.chunked(page("one")), chunks.chunked(page("two"))]
        #expect(chunks.liveCount > 0)
        kept.removeFirst()
        #expect(chunks.liveBytes > 25_000, "the shared pieces stay with the second body")
        kept.removeAll()
        #expect(chunks.liveBytes == 0 && chunks.liveCount == 0)
    }

    @Test("kept bodies and the pieces they share stay within the byte limit together")
    func bounded() {
        let chunks = BodyChunks()
        let cache = KeptBodies<Int, ChunkedBody>(byteLimit: 200_000, name: "test", sharedBytes: { chunks.liveBytes })
        // Every page different throughout: nothing to share, so the budget holds about four.
        for key in 0..<50 {
            let text = (0..<1000).map { "<p>\(key)-\($0)</p>" }.joined()
            cache.store(chunks.chunked(EncodedBody(Array(text.utf8), contentType: EncodedBody.html)), for: key)
            #expect(cache.usage.bytes + chunks.liveBytes <= 200_000)
        }
        #expect(cache.cached(49) != nil && cache.cached(0) == nil)
    }
}
