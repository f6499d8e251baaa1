/// FNV-1a, 64 bit: a fast fingerprint that is the same in every process and on every machine
/// (Swift's `Hasher` is seeded per process), for ETags, cache file names and
/// the fact of the day.
public enum StableHash {
    /// The fingerprint in hexadecimal.
    public static func fnv1a64(_ bytes: some Sequence<UInt8>) -> String {
        String(fnv1a64Value(bytes), radix: 16)
    }

    public static func fnv1a64Value(_ bytes: some Sequence<UInt8>) -> UInt64 {
        // Over contiguous bytes where the sequence has them (a native string's UTF-8 does): a
        // `String.UTF8View` walked as a sequence checks its index at every byte, and a visitor's
        // id is hashed on each personal page.
        bytes.withContiguousStorageIfAvailable(fnv1a64Walking) ?? fnv1a64Walking(bytes)
    }

    private static func fnv1a64Walking(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// A fingerprint of a whole body, for ETags: xxHash64 with seed 0, in 16 hexadecimal digits.
    /// Its four lanes take 32 bytes a round with no lane waiting on another; the one-lane
    /// variant it replaced (one multiply chain over the whole body) was a fortieth of a
    /// first-time page. Stable across processes and machines, so servers behind one balancer
    /// agree on ETags; the tests pin values from the reference implementation.
    public static func bodyFingerprint(_ bytes: UnsafeRawBufferPointer) -> String {
        hexadecimal(XXHash64.digest(bytes))
    }

    /// The xxHash64 value `bodyFingerprint` writes out, for a part of a body kept with its own.
    public static func bodyFingerprintValue(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        XXHash64.digest(bytes)
    }

    /// A fingerprint of a body kept as parts, each with its `bodyFingerprintValue`: the
    /// xxHash64 of their values in order (little-endian), so a part kept for many bodies is
    /// hashed once rather than with every body it is in. It differs from `bodyFingerprint` of
    /// the joined bytes; the same parts give the same fingerprint in every process.
    public static func bodyFingerprint(ofParts fingerprints: [UInt64]) -> String {
        hexadecimal(bodyFingerprintValue(ofParts: fingerprints))
    }

    /// The value `bodyFingerprint(ofParts:)` writes out, for a part made of parts.
    public static func bodyFingerprintValue(ofParts fingerprints: [UInt64]) -> UInt64 {
        // Each value stored whole, little-endian, into a buffer on the stack: writing them byte
        // by byte into a new array (a bounds check each, an allocation) was three quarters of
        // this, and a key path and a generic `withUnsafeBytes` before that cost more than the
        // hashing they fed.
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: fingerprints.count) { buffer in
            for (index, value) in fingerprints.enumerated() { buffer[index] = value.littleEndian }
            return XXHash64.digest(UnsafeRawBufferPointer(buffer))
        }
    }

    private static func hexadecimal(_ value: UInt64) -> String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// xxHash64 (Yann Collet's specification, seed 0).
enum XXHash64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    static func digest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        var offset = 0
        var hash: UInt64
        if bytes.count >= 32 {
            var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
            while offset + 32 <= bytes.count {
                lanes.0 = round(lanes.0, word(offset))
                lanes.1 = round(lanes.1, word(offset + 8))
                lanes.2 = round(lanes.2, word(offset + 16))
                lanes.3 = round(lanes.3, word(offset + 24))
                offset += 32
            }
            hash = rotated(lanes.0, 1) &+ rotated(lanes.1, 7) &+ rotated(lanes.2, 12) &+ rotated(lanes.3, 18)
            func merged(_ hash: UInt64, _ lane: UInt64) -> UInt64 { (hash ^ round(0, lane)) &* prime1 &+ prime4 }
            hash = merged(merged(merged(merged(hash, lanes.0), lanes.1), lanes.2), lanes.3)
        } else {
            hash = prime5
        }
        hash &+= UInt64(bytes.count)
        while offset + 8 <= bytes.count {
            hash = rotated(hash ^ round(0, word(offset)), 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= bytes.count {
            let half = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash = rotated(hash ^ (half &* prime1), 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < bytes.count {
            hash = rotated(hash ^ (UInt64(bytes[offset]) &* prime5), 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }

    private static func round(_ lane: UInt64, _ input: UInt64) -> UInt64 {
        rotated(lane &+ input &* prime2, 31) &* prime1
    }

    private static func rotated(_ value: UInt64, _ bits: UInt64) -> UInt64 { (value << bits) | (value >> (64 - bits)) }
}
