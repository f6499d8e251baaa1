import AlmanacCore
import Testing

@Suite("stable fingerprints")
struct StableHashTests {
    private func fingerprint(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes(StableHash.bodyFingerprint) }

    @Test("a body's fingerprint is xxHash64: values from the reference implementation, at every length the rounds split on")
    func pinned() {
        // Pinned: servers behind one balancer must agree on ETags. The values are Python's
        // `xxhash` 3 (`xxhash.xxh64(body, seed=0).hexdigest()`), an implementation of its own.
        let expected = [
            0: "ef46db3751d8e999", 1: "e934a84adb052768", 3: "f5cd310a927fde3e", 7: "72b108a52e458e66",
            8: "74c725313330d0cc", 31: "4513ec5ebc46d0d3", 32: "2c1f2ffa2ace16d3", 33: "62f3b71cd8263c47",
            67: "50107ff6668da4f7", 100: "3f99fd1263b54f01", 1000: "bfba0b19df72611c",
        ]
        for (length, digest) in expected {
            // The same bytes as `bytes((i * 37) & 0xff for i in range(length))` in Python.
            #expect(fingerprint((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37) }) == digest, "\(length) bytes")
        }
        #expect(fingerprint(Array("<!doctype html>".utf8)) == "6c9fe858b54c52bf")
    }

    @Test("FNV-1a is the published function, over a string's bytes, an array's and a sequence's alike")
    func fnv1a() {
        // The FNV test vectors (http://www.isthe.com/chongo/tech/comp/fnv/): a fact of the day
        // and a push subscription's stored id are chosen by these values, so they must not move.
        let vectors: [(String, UInt64)] = [("", 0xcbf2_9ce4_8422_2325), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8)]
        for (text, value) in vectors {
            #expect(StableHash.fnv1a64Value(text.utf8) == value, "\(text) as a string")
            #expect(StableHash.fnv1a64Value(Array(text.utf8)) == value, "\(text) as an array")
            // No contiguous storage: the byte-by-byte walk.
            #expect(StableHash.fnv1a64Value(text.utf8.lazy.map { $0 }) == value, "\(text) as a sequence")
        }
        #expect(StableHash.fnv1a64("foobar".utf8) == "85944171f73967e8")
    }

    @Test("a body kept as parts: xxHash64 of its parts' values, little-endian, as the reference implementation gives it")
    func parts() {
        let (row, tail) = (Array(("<li>" + String(repeating: "x", count: 600) + "</li>").utf8), Array("<p>tail & more</p>".utf8))
        let values = [row, tail].map { $0.withUnsafeBytes(StableHash.bodyFingerprintValue) }
        // Python's `xxhash` (4.1): `xxh64(struct.pack("<QQ", xxh64(row).intdigest(), xxh64(tail).intdigest())).hexdigest()`.
        #expect(values == [0xaa7b_0e9b_aa18_6ebf, 0xaae8_13dc_9977_c795])
        #expect(StableHash.bodyFingerprint(ofParts: values) == "ed3db6a87182c4bf")
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
