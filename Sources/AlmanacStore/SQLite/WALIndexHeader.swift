import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The header of a SQLite database's wal-index (the `-shm` file every connection to it maps),
/// read as SQLite's own readers read it before they begin: no lock, no system call.
///
/// The header is documented with the file format (https://sqlite.org/walformat.html): 48 bytes
/// (`iVersion`, `iChange`, `isInit`, page size, `mxFrame`, page count, checksums and salts), kept
/// in two copies. A writer commits by writing the second copy, a memory barrier, then the first;
/// a reader reads the first, a barrier, then the second, and trusts them only when they are
/// equal. Every commit, by any connection of any process, changes the header (`iChange` counts
/// them, `mxFrame` is the last frame), and once it has, any transaction that begins sees the
/// commit. So equal headers read at two moments mean nothing was committed between them.
final class WALIndexHeader: @unchecked Sendable {
    /// One copy of the header.
    static let size = 48
    private let mapping: UnsafeRawPointer

    /// Maps the header of the database at `databasePath` read-only; nil when its `-shm` file
    /// cannot be opened or is shorter than the two copies. SQLite empties the file only when a
    /// connection opens it while no other is open anywhere: the mapping is for a database whose
    /// own connections stay open as long as it does.
    init?(databasePath: String) {
        let descriptor = open(databasePath + "-shm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size >= 2 * Self.size,
            let mapped = mmap(nil, 2 * Self.size, PROT_READ, MAP_SHARED, descriptor, 0), mapped != MAP_FAILED
        else { return nil }
        mapping = UnsafeRawPointer(mapped)
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: mapping), 2 * Self.size) }

    /// A number equal at two readings when the header is (nothing committed between them), and
    /// different when it is not (always when one word changed, but for a tiny chance when
    /// several did); nil while a writer is between the two copies or the wal-index is not yet
    /// set up.
    func stamp() -> Int64? {
        var first = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        var second = first
        withUnsafeMutableBytes(of: &first) { $0.copyMemory(from: UnsafeRawBufferPointer(start: mapping, count: Self.size)) }
        // SQLite's readers put a full barrier here, matching the one its writers put between the copies.
        atomicMemoryFence(ordering: .sequentiallyConsistent)
        withUnsafeMutableBytes(of: &second) {
            $0.copyMemory(from: UnsafeRawBufferPointer(start: mapping + Self.size, count: Self.size))
        }
        // `isInit`, the 13th byte: zero until a connection has built the wal-index.
        let isInit = withUnsafeBytes(of: first) { $0[12] } != 0
        guard isInit, first == second else { return nil }
        return Int64(bitPattern: Self.mixed(first))
    }

    /// The header's six words folded into one: each step (xor a word, multiply by an odd
    /// number, xor-shift) is one-to-one in that word, so a commit that changes any one word
    /// changes the stamp. Asked several times a request, where SipHash over the 48 bytes cost
    /// ten times as much.
    static func mixed(_ words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)) -> UInt64 {
        var folded: UInt64 = 0
        for word in [words.0, words.1, words.2, words.3, words.4, words.5] {
            folded = (folded ^ word) &* 0x9E37_79B9_7F4A_7C15
            folded ^= folded >> 29
        }
        return folded
    }
}

/// The header as mapped once for a database, or nil if it could not be (then not tried again).
final class MappedWALIndex: Sendable {
    let header: WALIndexHeader?
    init(header: WALIndexHeader?) { self.header = header }
}
