import AlmanacCore
import Testing

@Suite("stable fingerprints")
struct StableHashTests {
    private func fingerprint(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes(StableHash.bodyFingerprint) }

    @Test("a body's fingerprint is the same in every process: pinned values")
    func pinned() {
        // Pinned: ETags must not change between releases or between servers behind one balancer.
        #expect(fingerprint(Array("<!doctype html>".utf8)) == "d7c9e7df8c60b855")
    }

    @Test("changing any one byte, or the length, changes the fingerprint")
    func everyByteCounts() {
        let body = (0..<67).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let original = fingerprint(body)
        var seen: Set<String> = [original]
        for position in body.indices {
            for flip: UInt8 in [0x01, 0x80] {
                var changed = body
                changed[position] ^= flip
                seen.insert(fingerprint(changed))
            }
        }
        #expect(seen.count == 1 + body.count * 2)
        #expect(fingerprint(body + [0]) != original)
        #expect(fingerprint(Array(body.dropLast())) != original)
    }
}
