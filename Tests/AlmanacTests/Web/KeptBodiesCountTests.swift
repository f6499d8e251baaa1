import Foundation
import Prometheus
import Testing

@testable import AlmanacWeb

/// What `almanac_cache_requests_total` says of a cache: one look-up per request.
@Suite("kept bodies: look-ups counted")
struct KeptBodiesCountTests {
    @Test("a miss is counted once: the second look a request takes after it (another may have kept the body since) is not")
    func secondLookUncounted() throws {
        let registry = TestMetrics.registry
        let name = "count-test-" + UUID().uuidString.prefix(8)
        let cache = ResponseCache<String>(byteLimit: 1_000_000, name: name)
        #expect(cache.cached("answer") == nil)
        #expect(cache.cachedSinceMiss("answer") == nil)
        cache.store(EncodedBody(Data("kept".utf8), contentType: EncodedBody.json), for: "answer")
        #expect(cache.cachedSinceMiss("answer") != nil)
        #expect(cache.cached("answer") != nil)
        let text = registry.emitToString()
        #expect(MetricsTests.value(text, #"almanac_cache_requests_total{cache="\#(name)",result="miss"}"#) == 1, "\(text)")
        #expect(MetricsTests.value(text, #"almanac_cache_requests_total{cache="\#(name)",result="hit"}"#) == 1)
    }
}
