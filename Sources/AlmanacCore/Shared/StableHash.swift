/// FNV-1a, 64 bit: a fast fingerprint that is the same in every process and on every machine
/// (Swift's `Hasher` is seeded per process), for ETags, cache file names and
/// the fact of the day.
public enum StableHash {
    /// The fingerprint in hexadecimal.
    public static func fnv1a64(_ bytes: some Sequence<UInt8>) -> String {
        String(fnv1a64Value(bytes), radix: 16)
    }

    public static func fnv1a64Value(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
